/**
 * The dilemma part of the behaviour model (issue 15): what an encountered dilemma does, as steps
 * run in order by the effect interpreter (attempt/dilemma-effects.ts). Its targets, actions and
 * ongoing rules are the dilemma-side words of the one vocabulary (behaviour/vocabulary.ts).
 *
 * 1E rulebook › ATTEMPT A MISSION › ENCOUNTERING DILEMMAS (effects in order; triggers and targets:
 * no valid target → the effect is nullified), AUTOMATIC EFFECTS, CONDITIONAL EFFECTS ("unless" /
 * "to get past"; "Discard dilemma"; "Mission continues"), CURES, NULLIFIERS, DILEMMA BONUS POINTS.
 */
import { DILEMMA_WORDS_B, type ActionB, type CountTermB, type FilterB, type SelectorB, type StepB } from './dilemma-steps-b';

import type { OngoingRulesTow } from './towing';
import type { OngoingRulesPhased } from './phased';
import { Q_WORDS, type StepQ } from './q-continuum';
import { DILEMMA_TIME_WORDS, type StepTime } from './dilemma-time-locations';
import { DILEMMA_WORDS_C, type OngoingRulesC, type CountTermC, type FilterC, type MeasureC, type SelectorC, type StepC } from './dilemma-steps-c';
import { DILEMMA_WORDS_A, type ActionA, type DilemmaAttributes, type FilterA, type SelectorA, type StepA } from './dilemma-steps-a';

/** Which team members a step may target. */
export interface Filter extends FilterA, FilterB, FilterC {
  readonly characteristic?: string;
  readonly notCharacteristic?: string;
  /** Has the skill (or classification). */
  readonly skill?: string;
  /** Attribute strictly below a value (e.g. INTEGRITY<5). */
  readonly below?: { readonly attribute: 'INTEGRITY' | 'CUNNING' | 'STRENGTH'; readonly value: number };
  /** Personnel with a special download (DL/) in their skill box. */
  readonly downloader?: boolean;
  readonly unique?: boolean;
  /** A universal ([Univ]) card. */
  readonly universal?: boolean;
  /** Has none of these skills (e.g. an OFFICER without Leadership). */
  readonly notSkills?: readonly string[];
  /** Has at least one of these skills or classifications (e.g. SECURITY or Leadership). */
  readonly anySkill?: readonly string[];
  /** Attribute strictly above a value (e.g. STRENGTH>5 each). */
  readonly above?: { readonly attribute: 'INTEGRITY' | 'CUNNING' | 'STRENGTH'; readonly value: number };
  /** Carries this icon (e.g. `Cmd`). */
  readonly icon?: string;
  /** Does not carry this icon (e.g. a non-hologram: `Holo`). */
  readonly notIcon?: string;
  /**
   * Bears one of these titles, or a version of one (card-facts.ts › isTitled: {Zefram Cochrane} is not Zefram
   * Cochrane's Telescope, {Julian Bashir} not Secret Agent Julian Bashir; 1E rulebook › DUPLICATION AND PERSONAS,
   * Personas and Requirements).
   */
  readonly titles?: readonly string[];
  /** Issue 15 (helper substring): an "any X" of these, identified in title or lore (card-facts.ts › isIdentifiedAs: {any Scotty}). */
  readonly anyNames?: readonly string[];
  /** Matches when any of these sub-filters does (and every other field of this filter). */
  readonly anyOf?: readonly Filter[];
  /** Of this affiliation (e.g. Non-Aligned). */
  readonly affiliation?: string;
  /** Classification exactly (e.g. "three personnel with ENGINEER classification"). */
  readonly classification?: string;
  /** INTEGRITY + CUNNING + STRENGTH strictly above a value. */
  readonly totalAbove?: number;
  /** The sum of these printed attributes (no equipment or other modifiers) strictly below a value. */
  readonly printedBelow?: { readonly attributes: readonly ('INTEGRITY' | 'CUNNING' | 'STRENGTH')[]; readonly value: number };
  /** Has none of these characteristics (e.g. not an android, not a shape-shifter). */
  readonly notCharacteristics?: readonly string[];
}

/** One alternative of a `count` step: at least this many team members each match the filter (`half`: half the team,
 *  rounded up), or a pooled requirement (`require`), for conditions that mix "a personnel who has…" with group totals. */
export type CountTerm =
  | { readonly filter: Filter; readonly atLeast: number | 'half' }
  /** A requirement on the group (equipment present counts), or met by one personnel alone (`individual`). */
  /** `someone`: and a member matching this filter is there; `noOne`: and no member matches it ("Honor and no SECURITY"). */
  | { readonly require: string; readonly individual?: boolean; readonly someone?: Filter; readonly noOne?: Filter }
  /** "X>n from up to N personnel": the best N members' sum of an attribute (or of all three) is above a value. */
  | { readonly best: Attribute | 'total' | readonly Attribute[]; readonly upTo: number; readonly above: number }
  /** Equipment present, distinct personnel, a ship here (behaviour/dilemma-steps-b.ts). */
  | CountTermB
  | CountTermC;

type Attribute = 'INTEGRITY' | 'CUNNING' | 'STRENGTH';

export type Measure = 'total' | 'CUNNING' | 'STRENGTH' | { readonly skill: string } | MeasureC;

export type Selector =
  /** Every match; `spareOne`: when two or more match, one of them (random) is left out ("one must continue"). */
  | { readonly by: 'all'; readonly filter?: Filter; readonly spareOne?: 'random' }
  | {
      readonly by: 'random';
      readonly count: number | 'half';
      readonly filter?: Filter;
      readonly fromPicked?: boolean;
      /** A larger count when the team is large ("three, or six if more than nine present"). */
      readonly crowded?: { readonly above: number; readonly count: number };
    }
  /** A player's choice; `half-up`: half the candidates, rounded up. `among: 'stopped-here'`: the encountering player's
   *  stopped personnel anywhere at this location instead of the team. */
  | {
      readonly by: 'choice';
      readonly chooser: 'self' | 'opponent';
      readonly count: number | 'half-up';
      readonly filter?: Filter;
      readonly among?: 'stopped-here';
    }
  /** Highest measure; ties at the boundary are broken by `tie`'s choice ("or none": every member ties at 0). */
  | { readonly by: 'highest'; readonly measure: Measure; readonly count: number; readonly tie: 'self' | 'opponent'; readonly filter?: Filter }
  /** The cards an earlier `pick` step of this dilemma selected (those matching `filter`, if given). */
  | { readonly by: 'picked'; readonly filter?: Filter }
  | SelectorA
  | SelectorB
  | SelectorC;

export type Action = 'kill' | 'discard' | 'stop' | 'stop-until-next-turn' | 'disable' | 'relocate-furthest-planet' | 'hold-on-mission' | 'capture' | 'mark-for-death' | ActionA | ActionB;

export type Step =
  /** "Cannot get past unless…": a condition whose only effect is not getting past. `individual`: one member must meet it alone. */
  | {
      readonly kind: 'pass';
      readonly require: string;
      readonly individual?: boolean;
      readonly only?: 'planet' | 'space';
      /** Applies only at a mission in (`in`) or outside (`notIn`) this quadrant ("X (Y if this is a [DQ] mission)"). */
      readonly quadrant?: { readonly in?: 'Alpha' | 'Gamma' | 'Delta' | 'Mirror'; readonly notIn?: 'Alpha' | 'Gamma' | 'Delta' | 'Mirror' };
    }
  /** The encountering player loses points when the trigger is met (on the whole team); never a failure. */
  | { readonly kind: 'lose-points'; readonly points: number; readonly when: string }
  /** Targets + action, optionally prevented by a condition (`unless`). `conditional: false` marks an
   *  automatic effect with a trigger (Spatial Rift), whose unmet trigger is not a failure. */
  | {
      readonly kind: 'act';
      readonly targets: Selector;
      readonly action: Action;
      readonly unless?: string;
      /** An `unless` whose alternatives mix group and one-personnel conditions (the `count` step's terms). */
      readonly unlessAny?: readonly CountTerm[];
      /** The `unless` is checked on the picked cards only (El-Adrel, Spatial Rift). */
      /** `rest`: the team without the picked cards ("unless the remaining Away Team has…"). */
      readonly unlessOn?: 'team' | 'picked' | 'rest';
      /** Trigger ("if … has X"): the effect happens only when this is met (on `unlessOn`'s cards); unmet → nullified, never a failure. */
      readonly when?: string;
      readonly orShieldsAbove?: number;
      readonly conditional?: boolean;
      readonly individual?: boolean;
      readonly only?: 'planet' | 'space';
    }
  /** "To get past requires N personnel who each…": met when one alternative is (issue 15, attempt/filters.ts). */
  | { readonly kind: 'count'; readonly any: readonly CountTerm[] }
  /** Select targets for later steps (`picked`). */
  | { readonly kind: 'pick'; readonly targets: Selector }
  | {
      readonly kind: 'ship';
      readonly action: 'destroy' | 'damage' | 'kill-crew' | 'stop-until-next-turn';
      readonly unless?: string;
      readonly orShieldsAbove?: number;
      readonly only?: 'planet' | 'space';
      /** An `unless` whose alternatives mix group and one-personnel conditions (the `count` step's terms). */
      readonly unlessAny?: readonly CountTerm[];
      /** The `unless` is met by one personnel alone ("a Navigation personnel who has CUNNING>7"). */
      readonly individual?: boolean;
    }
  /** Place the dilemma; `affected`: whom its ongoing effect concerns. */
  | {
      readonly kind: 'place';
      readonly on: 'mission' | 'ship' | 'personnel';
      readonly affected: 'team' | 'picked' | 'none';
      readonly countdown?: number;
      /** "Unless X, place …": met → not placed (the rest of the dilemma is ignored); unmet → placed, and the condition failed. */
      readonly unless?: string;
    }
  /** The mission attempt ends (not a failed condition, the team is not stopped). */
  | { readonly kind: 'end-attempt' }
  | { readonly kind: 'hook'; readonly name: HookName; readonly unless?: string }
  | StepA
  | StepB
  | StepC
  | StepQ
  // Issue 15 (helper timeloc): behaviour/dilemma-time-locations.ts.
  | StepTime;

export type HookName =
  | 'reboot-hand'
  | 'sarjenka'
  | 'plague-ship'
  | 'rebel-bribe'
  | 'abort-beam-up-or-die'
  | 'beam-back'
  | 'ktarian-disable'
  | 'disable-empaths'
  | 'stop-team'
  | 'manual'
  // Issue 15 (premiere-control): the dilemma enters play as a roaming self-controlling card (behaviour/self-controlled.ts).
  | 'self-controlled-arrives';

/** Long-term effects of a placed dilemma. */
export interface OngoingRules extends OngoingRulesC, OngoingRulesTow, OngoingRulesPhased {
  /** Countdown expiry: what happens (the dilemma is then discarded). */
  readonly onExpiry?: 'kill-affected' | 'destroy-host';
  /** End of the current turn: kill the affected personnel, then remove the dilemma (Hunter Probe). */
  readonly endOfTurnKill?: boolean;
  /** End of every turn: host ship loses 1 RANGE; destroyed at 0 (Birth of "Junior"). */
  readonly rangeDrain?: boolean;
  /** Start of the affected player's turns: disable one random personnel aboard (Ktarian Game). */
  readonly startOfTurnDisable?: boolean;
  readonly blocksAttempts?: boolean;
  /** The encountering player may begin an attempt here only with at least this many personnel (Skeleton Crew). */
  readonly minAttemptTeam?: number;
  readonly hostCannotMove?: boolean;
  /** Personnel aboard the host lose their first-listed skill (Tsiolkovsky Infection). */
  readonly firstSkillLost?: boolean;
  /** The host personnel cannot use skills or staffing icons (Framed For Murder). */
  readonly hostNoSkills?: boolean;
  /** Affected personnel may not leave (Hyper-Aging quarantine). */
  readonly quarantine?: boolean;
  /** Released (discarded, held personnel freed) when the mission is completed (Alien Abduction). */
  readonly endsWhenMissionCompleted?: boolean;
  /** Random kills where the dilemma is (aboard its ship, or on its planet) at the start or end of every turn,
   *  of anyone there or only the turn player's personnel; `now`: once more when placed (attempt/periodic.ts). */
  readonly periodicKill?: PeriodicKill;
  /** Affected personnel aboard one of their owner's outposts when the countdown expires are spared (REM Fatigue). */
  readonly outpostSaves?: boolean;
  /** Attributes (and regular skills) changed while the dilemma is in play (dilemma-steps-a.ts). */
  readonly attributes?: DilemmaAttributes;
  /** Steps run again at the start of each mission attempt at the mission it lies on (attempt/start-of-attempt-a.ts). */
  readonly eachAttempt?: readonly Step[];
}

export interface PeriodicKill {
  readonly at: 'start-of-turn' | 'end-of-turn';
  readonly count: number;
  readonly of: 'any' | 'turn-player';
  readonly now?: boolean;
}

export interface DilemmaDef {
  readonly title: string;
  readonly steps: readonly Step[];
  /** "Discard dilemma": removed even when a condition failed. */
  readonly discard?: boolean;
  /** "Mission continues": removed, and the attempt goes on, even when a condition failed. */
  readonly continues?: boolean;
  /** Checked before the effects (and later, as a cure, while it stays in play). */
  readonly nullify?: string;
  readonly nullifyIndividual?: boolean;
  readonly cure?: string;
  /** Bonus points (the printed box) scored when overcome or cured. */
  readonly points?: number;
  readonly ongoing?: OngoingRules;
  /** Parts not automated (carried out by manual effects). Empty/absent: fully automated. */
  readonly manual?: readonly string[];
  /** Issue 15 (helper history): a Combo dilemma: the index of the first step of its second half (combo-halves.ts). */
  readonly comboSecondHalfAt?: number;
  /**
   * Issue 15 (helper substring): a Combo dilemma: the titles of the two dilemmas it joins (Male's Love Interest & Plague
   * Ship joins Male's Love Interest and Tarellian Plague Ship). A card naming one of them affects that half only
   * (1E rulebook › ENCOUNTERING DILEMMAS › Clarifications: "Combo" Dilemmas; combo-halves.ts › comboHalfNamed).
   */
  readonly comboHalves?: readonly [string, string];
}

/**
 * The dilemma words at run time, for the catalogue test (a script that names an unknown word fails
 * it). Each list must hold every member of its union: the `Exact` checks below do not compile otherwise.
 */
export const DILEMMA_WORDS = {
  steps: ['pass', 'count', 'lose-points', 'act', 'pick', 'ship', 'place', 'end-attempt', 'hook', ...DILEMMA_WORDS_A.steps, ...DILEMMA_WORDS_B.steps, ...DILEMMA_WORDS_C.steps, ...Q_WORDS.steps, ...DILEMMA_TIME_WORDS.steps],
  actions: ['kill', 'discard', 'stop', 'stop-until-next-turn', 'disable', 'relocate-furthest-planet', 'hold-on-mission', 'capture', 'mark-for-death', ...DILEMMA_WORDS_A.actions, ...DILEMMA_WORDS_B.actions, ...DILEMMA_WORDS_C.actions],
  selectors: ['all', 'random', 'choice', 'highest', 'picked', ...DILEMMA_WORDS_A.selectors, ...DILEMMA_WORDS_B.selectors, ...DILEMMA_WORDS_C.selectors],
  hooks: ['reboot-hand', 'sarjenka', 'plague-ship', 'rebel-bribe', 'abort-beam-up-or-die', 'beam-back', 'ktarian-disable', 'disable-empaths', 'stop-team', 'manual', 'self-controlled-arrives'],
} as const;
type Exact<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const DILEMMA_WORDS_COMPLETE: [
  Exact<(typeof DILEMMA_WORDS.steps)[number], Step['kind']>,
  Exact<(typeof DILEMMA_WORDS.actions)[number], Action>,
  Exact<(typeof DILEMMA_WORDS.selectors)[number], Selector['by']>,
  Exact<(typeof DILEMMA_WORDS.hooks)[number], HookName>,
] = [true, true, true, true];
