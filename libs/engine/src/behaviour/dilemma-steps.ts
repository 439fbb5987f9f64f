/**
 * The dilemma part of the behaviour model (issue 15): what an encountered dilemma does, as steps
 * run in order by the effect interpreter (attempt/dilemma-effects.ts). Its targets, actions and
 * ongoing rules are the dilemma-side words of the one vocabulary (behaviour/vocabulary.ts).
 *
 * 1E rulebook › ATTEMPT A MISSION › ENCOUNTERING DILEMMAS (effects in order; triggers and targets:
 * no valid target → the effect is nullified), AUTOMATIC EFFECTS, CONDITIONAL EFFECTS ("unless" /
 * "to get past"; "Discard dilemma"; "Mission continues"), CURES, NULLIFIERS, DILEMMA BONUS POINTS.
 */

/** Which team members a step may target. */
export interface Filter {
  readonly characteristic?: string;
  readonly notCharacteristic?: string;
  /** Has the skill (or classification). */
  readonly skill?: string;
  /** Attribute strictly below a value (e.g. INTEGRITY<5). */
  readonly below?: { readonly attribute: 'INTEGRITY' | 'CUNNING' | 'STRENGTH'; readonly value: number };
  /** Personnel with a special download (DL/) in their skill box. */
  readonly downloader?: boolean;
  readonly unique?: boolean;
  /** Has none of these skills (e.g. an OFFICER without Leadership). */
  readonly notSkills?: readonly string[];
}

export type Measure = 'total' | 'CUNNING' | 'STRENGTH' | { readonly skill: string };

export type Selector =
  | { readonly by: 'all'; readonly filter?: Filter }
  | { readonly by: 'random'; readonly count: number | 'half'; readonly filter?: Filter; readonly fromPicked?: boolean }
  | { readonly by: 'choice'; readonly chooser: 'self' | 'opponent'; readonly count: number; readonly filter?: Filter }
  /** Highest measure; ties at the boundary are broken by `tie`'s choice ("or none": every member ties at 0). */
  | { readonly by: 'highest'; readonly measure: Measure; readonly count: number; readonly tie: 'self' | 'opponent'; readonly filter?: Filter }
  /** The cards an earlier `pick` step of this dilemma selected. */
  | { readonly by: 'picked' };

export type Action = 'kill' | 'discard' | 'stop' | 'disable' | 'relocate-furthest-planet' | 'hold-on-mission' | 'capture' | 'mark-for-death';

export type Step =
  /** "Cannot get past unless…": a condition whose only effect is not getting past. `individual`: one member must meet it alone. */
  | { readonly kind: 'pass'; readonly require: string; readonly individual?: boolean; readonly only?: 'planet' | 'space' }
  /** Targets + action, optionally prevented by a condition (`unless`). `conditional: false` marks an
   *  automatic effect with a trigger (Spatial Rift), whose unmet trigger is not a failure. */
  | {
      readonly kind: 'act';
      readonly targets: Selector;
      readonly action: Action;
      readonly unless?: string;
      /** The `unless` is checked on the picked cards only (El-Adrel, Spatial Rift). */
      readonly unlessOn?: 'team' | 'picked';
      readonly orShieldsAbove?: number;
      readonly conditional?: boolean;
      readonly individual?: boolean;
      readonly only?: 'planet' | 'space';
    }
  /** Select targets for later steps (`picked`). */
  | { readonly kind: 'pick'; readonly targets: Selector }
  | {
      readonly kind: 'ship';
      readonly action: 'destroy' | 'damage' | 'kill-crew';
      readonly unless?: string;
      readonly orShieldsAbove?: number;
      readonly only?: 'planet' | 'space';
      /** The `unless` is met by one personnel alone ("a Navigation personnel who has CUNNING>7"). */
      readonly individual?: boolean;
    }
  /** Place the dilemma; `affected`: whom its ongoing effect concerns. */
  | { readonly kind: 'place'; readonly on: 'mission' | 'ship' | 'personnel'; readonly affected: 'team' | 'picked' | 'none'; readonly countdown?: number }
  /** The mission attempt ends (not a failed condition, the team is not stopped). */
  | { readonly kind: 'end-attempt' }
  | { readonly kind: 'hook'; readonly name: HookName; readonly unless?: string };

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
  | 'manual';

/** Long-term effects of a placed dilemma. */
export interface OngoingRules {
  /** Countdown expiry: what happens (the dilemma is then discarded). */
  readonly onExpiry?: 'kill-affected' | 'destroy-host';
  /** End of the current turn: kill the affected personnel, then remove the dilemma (Hunter Probe). */
  readonly endOfTurnKill?: boolean;
  /** End of every turn: host ship loses 1 RANGE; destroyed at 0 (Birth of "Junior"). */
  readonly rangeDrain?: boolean;
  /** Start of the affected player's turns: disable one random personnel aboard (Ktarian Game). */
  readonly startOfTurnDisable?: boolean;
  readonly blocksAttempts?: boolean;
  readonly hostCannotMove?: boolean;
  /** Personnel aboard the host lose their first-listed skill (Tsiolkovsky Infection). */
  readonly firstSkillLost?: boolean;
  /** The host personnel cannot use skills or staffing icons (Framed For Murder). */
  readonly hostNoSkills?: boolean;
  /** Affected personnel may not leave (Hyper-Aging quarantine). */
  readonly quarantine?: boolean;
  /** Released (discarded, held personnel freed) when the mission is completed (Alien Abduction). */
  readonly endsWhenMissionCompleted?: boolean;
  /** Affected personnel aboard one of their owner's outposts when the countdown expires are spared (REM Fatigue). */
  readonly outpostSaves?: boolean;
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
}

/**
 * The dilemma words at run time, for the catalogue test (a script that names an unknown word fails
 * it). Each list must hold every member of its union: the `Exact` checks below do not compile otherwise.
 */
export const DILEMMA_WORDS = {
  steps: ['pass', 'act', 'pick', 'ship', 'place', 'end-attempt', 'hook'],
  actions: ['kill', 'discard', 'stop', 'disable', 'relocate-furthest-planet', 'hold-on-mission', 'capture', 'mark-for-death'],
  selectors: ['all', 'random', 'choice', 'highest', 'picked'],
  hooks: ['reboot-hand', 'sarjenka', 'plague-ship', 'rebel-bribe', 'abort-beam-up-or-die', 'beam-back', 'ktarian-disable', 'disable-empaths', 'stop-team', 'manual'],
} as const;
type Exact<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const DILEMMA_WORDS_COMPLETE: [
  Exact<(typeof DILEMMA_WORDS.steps)[number], Step['kind']>,
  Exact<(typeof DILEMMA_WORDS.actions)[number], Action>,
  Exact<(typeof DILEMMA_WORDS.selectors)[number], Selector['by']>,
  Exact<(typeof DILEMMA_WORDS.hooks)[number], HookName>,
] = [true, true, true, true];
