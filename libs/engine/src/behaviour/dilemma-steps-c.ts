/**
 * Dilemma words added by branch dilemmas-c (issue 15, the later-set dilemmas still manual after
 * dilemmas-a/-b): skill dots ([*] icons) as a measure and a filter, INTEGRITY and sums of attributes
 * as measures, selections at either end of a measure ("most [*] OR highest CUNNING + STRENGTH",
 * "the most and the fewest [*]", "lowest CUNNING first, then lowest STRENGTH"), probing, and a
 * team-size condition counted from the selected personnel's skill dots. Spread into the unions of
 * behaviour/dilemma-steps.ts; run by attempt/dilemma-effects-c.ts.
 *
 * 1E rulebook › USING SKILLS (skill dots: "use the actual number of skill dots printed on the card";
 * a special download icon is not a skill dot); PROBING; MISCELLANEOUS RULES › TIES; ATTEMPT A
 * MISSION › ENCOUNTERING DILEMMAS.
 */
import type { Filter, Measure, Selector } from './dilemma-steps';
import type { TableTest } from './dilemma-steps-b';

type Attribute = 'INTEGRITY' | 'CUNNING' | 'STRENGTH';

/** Extra measures: INTEGRITY, the printed skill dots ([*] icons), a sum of attributes as modified now. */
export type MeasureC = 'INTEGRITY' | { readonly dots: true } | { readonly sum: readonly Attribute[] };

/** Extra filter fields (spread into `Filter`). */
export interface FilterC {
  /** At least this many printed skill dots ("with three or more [*] icons"). */
  readonly dotsAtLeast?: number;
  /** For every listed attribute, printed value + skill dots is at most this ("killed unless printed CUNNING or STRENGTH + [*] > 12"). */
  readonly printedPlusDotsAtMost?: { readonly attributes: readonly Attribute[]; readonly value: number };
  /** Not of this classification ("three personnel without that classification"). */
  readonly notClassification?: string;
  /** Of the gender (Male / Female characteristic) opposite to a card an earlier `pick` selected. */
  readonly oppositeGenderOfPicked?: boolean;
  /** Has at least this level of the skill ("one personnel with 2 Computer Skill"). */
  readonly skillAtLeast?: { readonly skill: string; readonly level: number };
}

/** A table test (spread into `TableTest`): a card of these titles lies on a player's table, affecting them
 *  (an event placed beside their draw deck, a dilemma played on their table). */
export type TableTestC =
  | { readonly onTableOf: { readonly whose: 'self' | 'opponent'; readonly titles: readonly string[] } }
  /** The cards picked so far (two or more) all show the same value of the attribute now. */
  | { readonly pickedSame: Attribute }
  /** A card with one of these titles lies atop the attempted mission. */
  | { readonly atopHere: readonly string[] }
  /** The encountering player has a ship in orbit here (undocked, at this location). */
  | { readonly ownShipHere: true }
  /** A brig is present: the attempting ship has a Brig (special equipment or characteristic), or a card with the Brig
   *  characteristic lies on it or is aboard (Holding Cell Door). */
  | { readonly brigPresent: true };

/** One end of a measure. */
export interface End {
  readonly measure: Measure;
  readonly end: 'most' | 'least';
}

export type SelectorC =
  /** One random member for each filter, all different ("randomly select a male and a female"); a filter nobody left
   *  matches selects no one for it. */
  | { readonly by: 'random-each'; readonly filters: readonly Filter[] }
  /** A player's choice of one member at any listed end ("lowest CUNNING OR fewest [*] (opponent's choice)"); ties all offered. */
  | { readonly by: 'extreme-of'; readonly ends: readonly End[]; readonly chooser: 'self' | 'opponent'; readonly filter?: Filter }
  /** Every member at the listed ends of one measure, every tied one included ("the most and the fewest [*]"). */
  | { readonly by: 'all-at-ends'; readonly measure: Measure; readonly ends: readonly ('most' | 'least')[]; readonly filter?: Filter }
  /** `count` members ordered by the first measure, ties broken by the next ("lowest CUNNING first, then lowest STRENGTH");
   *  a tie left after the last measure is broken by `tie`'s choice. */
  | { readonly by: 'ordered'; readonly measures: readonly Measure[]; readonly direction: 'lowest' | 'highest'; readonly count: number; readonly tie: 'self' | 'opponent'; readonly filter?: Filter };

/** What a probe card is matched on: a card type ([Event], [Interrupt], [Doorway]), an icon code, or a word in its text. */
export interface ProbeMatch {
  readonly types?: readonly string[];
  readonly icons?: readonly string[];
  /** Words of the game text ("DL/", "/Ent-E"). */
  readonly text?: readonly string[];
  /** Affiliations of the card ([Bor], [Fer] on a probe list). */
  readonly affiliations?: readonly string[];
  /** Issue 15 (borg objectives): an enigma card (the [Enigma] icon, `Card.enigma`). */
  readonly enigma?: true;
  /** Issue 15 (lead): `[*]` on a probe list — any probe card (Orbital Bombardment; behaviour/bombardment.ts). */
  readonly any?: true;
}

/** A count term: the `count` members lowest in an attribute (or all three) together stay strictly below a value
 *  ("three personnel with total attributes < 52"). */
export interface CountTermC {
  readonly lowest: Attribute | 'total';
  readonly count: number;
  readonly below: number;
}

export type StepC =
  /**
   * The encountering player probes: the top card of their draw deck is shown to both players; the first list entry it
   * matches is the outcome (`mode:probe-N`, N from 1; `mode:probe-otherwise` when none does), read by later
   * `only-if { mode }` steps. The probe card then is discarded, stays atop the deck, or is drawn. An empty deck: no probe,
   * no outcome (nothing happens).
   */
  | { readonly kind: 'probe'; readonly list: readonly ProbeMatch[]; readonly probeCard: 'discard' | 'top' | 'draw' }
  /** To get past, at least X personnel remain in the crew or Away Team, X = the skill dots of the earlier picked card(s). */
  | { readonly kind: 'pass-remaining-picked-dots' }
  /** A player (may) draw as many cards as the earlier picked card(s) have skill dots. */
  | { readonly kind: 'draw-picked-dots'; readonly who: 'self' | 'opponent'; readonly optional?: boolean }
  /** The selected are stopped until the countdown of this dilemma (placed by an earlier step) expires: through the end
   *  of the turn at which its owner's countdown reaches 0. */
  | { readonly kind: 'stop-through-countdown'; readonly targets: Selector }
  /**
   * The encountering player's opponent may download up to `upTo` dilemmas (different titles, not already under this
   * mission, of a type this mission takes) from their draw deck (else hand) and seed them here, face down on top of
   * the seed cards (so encountered after those already there); the deck is then shuffled. Which dilemmas: titles
   * exactly (a combo dilemma's own title never matches), or a characteristic / icon; `exceptTitles` excluded.
   */
  /**
   * The encountering player may put one personnel sharing an affiliation with the picked card (and not it) into the crew
   * or Away Team: from their discard pile, or downloaded from their draw deck (else hand; the deck is then shuffled). A
   * unique personnel already in play for them is not offered.
   */
  | { readonly kind: 'join-team'; readonly from: 'discard' | 'download' }
  /** A player picks one of the alternatives whose table test holds now (`when`; none: always offered); later
   *  `only-if { mode }` steps read it. */
  | { readonly kind: 'choose-available'; readonly chooser: 'self' | 'opponent'; readonly modes: readonly { readonly name: string; readonly when?: TableTest }[] }
  /** Every player whose missions with a point box are mostly space or mostly planet (by `difference` or more; a dual
   *  mission counts for neither) loses `points`. */
  | { readonly kind: 'lopsided-missions-lose'; readonly difference: number; readonly points: number }
  /**
   * One more member is added to the picked ones (none picked twice): the one at an end of a measure (`least` / `most`,
   * ties broken by `tie`'s choice), or a player's choice. Selects across choices: the earlier picks travel as the preset.
   */
  | {
      readonly kind: 'pick-add';
      readonly how: { readonly end: 'least' | 'most'; readonly measure: Measure; readonly tie: 'self' | 'opponent' } | { readonly chooser: 'self' | 'opponent' } | { readonly random: true };
      readonly filter?: Filter;
    }
  /**
   * The encountering player's opponent may download personnel matching the filter (from their draw deck, else hand) to
   * their facility at this location, one at a time, up to `upTo` (`more`: a larger number at a facility of that kind or
   * title); a unique personnel already in play for them is not offered. No facility of theirs here: nothing happens.
   */
  | {
      readonly kind: 'opponent-downloads-personnel';
      readonly filter: Filter;
      readonly upTo: number;
      readonly more?: { readonly facilityKind?: string; readonly title?: string; readonly upTo: number };
    }
  /** The placed dilemma's countdown is set to `base` + the mission's affiliation icons no team member matches. */
  | { readonly kind: 'countdown-from-unmatched-icons'; readonly base: number }
  /** One ship at this location (either player's, docked or not; `chooser`'s pick) is destroyed; none: nothing. */
  | { readonly kind: 'destroy-ship-here'; readonly chooser: 'self' | 'opponent' }
  /** The dilemma is shuffled with the team; cards are drawn at random until a universal personnel or the dilemma comes
   *  up; every personnel drawn is stopped (Hide and Seek). */
  | { readonly kind: 'hide-and-seek' }
  /**
   * The opponent may put up to X cards of their discard pile atop their draw deck, one at a time (`done` stops), X = the
   * skill dots and special download icons of the earlier picked card(s).
   */
  | { readonly kind: 'opponent-restacks-discard' }
  /**
   * For each affiliation in the team with no V.I.P. (classification) of it: one random member of that affiliation is
   * discarded and the others of it are stopped (a multi-affiliation member counts in each of its affiliations' groups,
   * and suffers once). Nullified when every member shares a faction icon (Excluded).
   */
  | { readonly kind: 'per-affiliation-without-vip' }
  /** The encountering player may nullify the dilemma by discarding (or placing out of play) a card of these types or
   *  titles from hand ("Nullify by discarding a [Doorway] from hand"); with no such card nothing is asked. */
  | { readonly kind: 'may-discard-to-nullify'; readonly types?: readonly string[]; readonly titles?: readonly string[]; readonly outOfPlay?: boolean }
  /** To get past, two different members each give one of their attributes (as now) adding up to one of `totals`. */
  | { readonly kind: 'pass-pair-sum'; readonly totals: readonly number[] }
  /** The picked personnel beam up to the encountering player's ship here, who loses `points` for each (`doubleIf`: twice
   *  as many for one of that affiliation). No ship here: nothing happens. */
  | { readonly kind: 'beam-picked-up'; readonly points: number; readonly doubleIf?: { readonly affiliation: string } }
  /** The placed dilemma's `periodicAffect` happens once now ("now and at the start of each turn"). */
  | { readonly kind: 'periodic-now' }
  | {
      readonly kind: 'download-and-seed';
      readonly upTo: number;
      readonly titles?: readonly string[];
      /** Titles beginning with this ("Chula", "Royale Casino"). */
      readonly titleStarts?: string;
      readonly characteristic?: string;
      readonly icon?: string;
      readonly exceptTitles?: readonly string[];
    };

export const DILEMMA_WORDS_C = {
  steps: ['probe', 'pass-remaining-picked-dots', 'draw-picked-dots', 'stop-through-countdown', 'download-and-seed', 'periodic-now', 'join-team', 'choose-available', 'lopsided-missions-lose', 'pick-add', 'opponent-downloads-personnel', 'countdown-from-unmatched-icons', 'destroy-ship-here', 'hide-and-seek', 'opponent-restacks-discard', 'per-affiliation-without-vip', 'may-discard-to-nullify', 'pass-pair-sum', 'beam-picked-up'],
  actions: [],
  selectors: ['extreme-of', 'all-at-ends', 'ordered', 'random-each'],
} as const;

/** Steps that are conditions (their failure is "cannot get past"). */
export function isConditionC(kind: string): boolean {
  return kind === 'pass-remaining-picked-dots' || kind === 'pass-pair-sum';
}

/** Long-term effects of a placed dilemma added by dilemmas-c (spread into `OngoingRules`). */
export interface OngoingRulesC {
  /**
   * At the start or end of every turn: the host personnel (`host`) and `count` random other personnel of the encountering
   * player where the dilemma is (aboard its ship, with its host personnel, on its planet) are stopped or disabled;
   * `allDisabledDie`: when every personnel of theirs there is then disabled, they all die (attempt/ongoing-c.ts).
   */
  readonly periodicAffect?: {
    readonly at: 'start-of-turn' | 'end-of-turn';
    readonly action: 'stop' | 'disable';
    readonly host?: boolean;
    readonly count: number;
    readonly allDisabledDie?: boolean;
  };
  /** Each later dilemma encountered at its mission first stops this many random personnel facing it (matching the filter). */
  readonly eachDilemmaHereStops?: { readonly count: number; readonly filter?: Filter };
  /** It leaves play as soon as any player encounters another dilemma (Experience Bij!). */
  readonly endsWhenAnotherDilemmaEncountered?: boolean;
  /** The encountering player may begin an attempt here only with a ship of theirs at this location (God). */
  readonly requiresOwnShipHere?: boolean;
  /** When the mission it was encountered at is solved while it is in play, its affected personnel die (then it leaves). */
  readonly killAffectedOnSolve?: boolean;
}
