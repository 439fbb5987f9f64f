/**
 * Dilemma words added for the dilemmas of DS9, AU, QC, FC, BoG, HA, SoG, TNG, TSTL, Cage, Crossover,
 * Looking Glass and Premiere (issue 15, branch dilemmas-a): "lowest" selections, parity of a number,
 * steps that happen only when a fact of the game holds (a tie in hands or scores, an odd score, a card
 * in play, having got past), choices among the cards an earlier step selected, penalties counted per
 * member, discards of equipment and of a random card in hand, a card placed atop its owner's draw deck,
 * and attribute changes from a dilemma in play. Spread into the dilemma step union (dilemma-steps.ts);
 * run by attempt/dilemma-effects-a.ts.
 *
 * 1E rulebook › ATTEMPT A MISSION › ENCOUNTERING DILEMMAS (Triggered & Targeted Effects: no valid
 * target → nullified), AUTOMATIC EFFECTS, CONDITIONAL EFFECTS; MISCELLANEOUS RULES › TIES (the
 * encountering player's opponent, or the player the card names, breaks a tie); MISCELLANEOUS RULES ›
 * RANDOM SELECTION.
 */
import type { Action, CountTerm, Filter, Measure, Selector, Step } from './dilemma-steps';

type Attribute = 'INTEGRITY' | 'CUNNING' | 'STRENGTH';

/** A number counted at the moment the step runs. */
export type CountOf =
  /** Team members matching the filter ("X = the number of MEDICAL personnel present"). */
  | { readonly matching: Filter; readonly max?: number }
  /** The opponent's missions in play (`universal`: [Univ] only; `kind`; `withPoints`: has a point box; `pointsAtMost`). */
  | {
      readonly opponentMissions: {
        readonly universal?: boolean;
        readonly kind?: 'space' | 'planet';
        readonly withPoints?: boolean;
        readonly pointsAtMost?: number;
      };
      readonly max?: number;
    }
  /** Cards in play of a title, or of a card type, owned by the opponent (or anyone). */
  | { readonly inPlay: { readonly title?: string; readonly type?: string; readonly whose: 'opponent' | 'any' }; readonly max?: number }
  /** Cards in the encountering player's hand. */
  | { readonly handSize: true; readonly max?: number }
  /** Cards of a type in a discard pile ("[Objective] cards in the opponent's discard pile"). */
  | { readonly inDiscard: { readonly type: string; readonly whose: 'opponent' | 'self' }; readonly max?: number };

/** Extra filter fields (spread into `Filter`). */
export interface FilterA {
  /** Of two or more affiliations (a multi-affiliation card). */
  readonly multiAffiliation?: boolean;
  /** Not of this affiliation (e.g. non-Cardassian). */
  readonly notAffiliation?: string;
  /** The sum of these attributes as modified now (equipment included) strictly below a value. */
  readonly sumBelow?: { readonly attributes: readonly Attribute[]; readonly value: number };
  /** INTEGRITY + CUNNING + STRENGTH lower than the first card an earlier `pick` selected. */
  readonly totalBelowPicked?: boolean;
  /** Has the same first-listed skill as the first card an earlier `pick` selected. */
  readonly sameFirstSkillAsPicked?: boolean;
  /** Has none of the skills the attempted mission's requirements name. */
  readonly lacksMissionSkill?: boolean;
}

/** Extra selectors (the `by` words of `Selector`). */
export type SelectorA =
  /** Lowest measure; ties at the boundary broken by `tie`'s choice. `count` may be counted ("X lowest"). */
  | { readonly by: 'lowest'; readonly measure: Measure; readonly count: number | CountOf; readonly tie: 'self' | 'opponent'; readonly filter?: Filter }
  /** A player's choice among the cards an earlier `pick` selected (still with the team, stopped or not). The choice
   *  becomes the picked selection, so steps on the rest of the picked come first. */
  | { readonly by: 'among-picked'; readonly chooser: 'self' | 'opponent'; readonly count: number; readonly filter?: Filter }
  /** The player with the most or least cards in hand / points chooses; on a tie nobody is chosen (no valid target). */
  | { readonly by: 'chosen-by'; readonly compare: 'hand' | 'score'; readonly who: 'most' | 'least'; readonly count: number; readonly filter?: Filter }
  /** Random, the number counted when the step runs ("X personnel, where X = …"). */
  | { readonly by: 'random-counted'; readonly count: CountOf; readonly filter?: Filter }
  /** A player's choice among those highest in any one of several measures ("highest CUNNING OR most Treachery"). */
  | { readonly by: 'highest-of'; readonly measures: readonly Measure[]; readonly chooser: 'self' | 'opponent'; readonly filter?: Filter }
  /** The one whose measure is closest to a number; ties broken by `tie`'s choice. */
  | { readonly by: 'closest'; readonly measure: Measure; readonly to: number; readonly tie: 'self' | 'opponent'; readonly filter?: Filter };

/** A fact of the game a step may depend on. */
export type Test =
  | { readonly not: Test }
  /** No condition of this dilemma has failed so far ("to get past …; then …"). */
  | { readonly gotPast: true }
  /** The two players have as many cards in hand / as many points. */
  | { readonly tied: 'hand' | 'score' }
  /** The encountering player's opponent's score is odd. */
  | { readonly opponentScoreOdd: true }
  /** A dilemma of this title lies in play affecting the encountering player. */
  | { readonly affectedBy: string }
  /** A card with the [Q] icon is in play (on the table, the spaceline or a card in play). */
  | { readonly qCardInPlay: true }
  /** Some card the earlier `pick` selected matches the filter. */
  | { readonly pickedMatch: Filter }
  /** Equipment is with the team. */
  | { readonly equipmentPresent: true }
  /** Some team member matches the filter. */
  | { readonly someone: Filter }
  /** The picked cards meet one of these terms (counted on the picked cards only; facts are recorded). */
  | { readonly pickedMeet: readonly CountTerm[] }
  /** The team (with its equipment) meets a requirement (the check is recorded). */
  | { readonly teamMeets: string }
  /** More than this many personnel remain in the crew or Away Team. */
  | { readonly teamAbove: number }
  /** At least this many missions of a region are in play (on either side). */
  | { readonly missionsInRegion: string; readonly atLeast: number }
  /** Every test holds. */
  | { readonly all: readonly Test[] }
  /** A number counted now lies in a range (inclusive). */
  | { readonly count: CountOf; readonly atLeast?: number; readonly atMost?: number }
  /** The attempting ship is of this affiliation. */
  | { readonly shipAffiliation: string }
  /** The encountering player has a facility of this kind (e.g. Outpost) at this location. */
  | { readonly ownFacilityHere: string }
  /** The whole team's total of an attribute lies strictly between the bounds (no member left out; the check is recorded). */
  | { readonly teamTotal: Attribute; readonly above?: number; readonly below?: number }
  /** The attempting ship has this characteristic or special equipment (e.g. Cloaking Device). */
  | { readonly shipHas: string }
  /** The dilemma was seeded by the encountering player's opponent (it is theirs). */
  | { readonly seededByOpponent: true }
  /** The encountering player has at least this many points. */
  | { readonly scoreAtLeast: number }
  /** The team has more levels of one skill than of another (Greed > Honor). */
  | { readonly moreSkill: string; readonly than: string };

/** Extra actions on the selected personnel. */
export type ActionA =
  /** Placed atop the owner's draw deck. */
  | 'deck-top'
  /** Stopped through the encountering player's next two full turns (until the end of turn number + 4). */
  | 'stop-two-turns'
  /** Returned to its owner's hand. */
  | 'return-to-hand';

/** Attribute changes a dilemma in play makes; `who`: every personnel of the affected player, or the host personnel. */
export interface DilemmaAttributes {
  /** `affected`: the personnel the placed dilemma names (its `affected` list). */
  readonly who: 'yours' | 'host' | 'affected';
  readonly delta?: Partial<Record<Attribute, number>>;
  /** The attribute becomes this number (after the deltas). */
  readonly set?: Partial<Record<Attribute, number>>;
  /** Loses its regular skills (special downloads and the classification stay). */
  readonly regularSkillsLost?: boolean;
  /** The first-listed skill is replaced by this one. */
  readonly firstSkillBecomes?: string;
}

export type StepA =
  /** The step happens only when the test holds; otherwise nothing happens (never a failure). */
  | { readonly kind: 'if'; readonly test: Test; readonly then: Step }
  /** Cannot get past (the condition fails). */
  | { readonly kind: 'fail' }
  /** When the picked cards meet one of these terms, they are released: later steps on the picked have no target. */
  | { readonly kind: 'spare-picked'; readonly any: readonly CountTerm[] }
  /**
   * A number is read from the picked cards (`each`: every card on its own; `sum`; `highest`) and its
   * parity decides the action (on that card for `each`, else on all picked); an unset action: nothing.
   */
  | {
      readonly kind: 'parity';
      readonly measure: Attribute;
      readonly combine: 'each' | 'sum' | 'highest';
      readonly odd?: Action;
      readonly even?: Action;
    }
  /** The encountering player loses one point per member of the crew or Away Team. */
  | { readonly kind: 'lose-points-per-member' }
  /** Equipment (and artifacts used as equipment) with the team is discarded: all of it, or one at random. */
  | { readonly kind: 'discard-equipment'; readonly which: 'all' | 'random-one' }
  /** Cards from the encountering player's hand are discarded at random. */
  | { readonly kind: 'discard-from-hand'; readonly count: number }
  /** The dilemma is played on the table, staying in play for its ongoing rules (`attributes`). */
  | { readonly kind: 'place-on-table' }
  /** The opponent seeds the dilemma again under another unsolved mission it may seed at (their choice). */
  | { readonly kind: 'reseed-elsewhere' }
  /** The dilemma is discarded now ("Discard dilemma" on one branch only). */
  | { readonly kind: 'discard-self' }
  /** The attempting ship is moved to an end of this spaceline (the opponent's choice); the attempt ends. */
  | { readonly kind: 'ship-to-spaceline-end' }
  /** The selected are stopped through the encountering player's next `turns` full turns (until the end of turn number + 2 × turns). */
  | { readonly kind: 'stop-for'; readonly targets: Selector; readonly turns: number | CountOf }
  /** Every undocked ship at this location is damaged and stopped, except one whose crew meets `unless` or whose SHIELDS exceed `orShieldsAbove`. */
  | { readonly kind: 'damage-ships-here'; readonly unless?: string; readonly orShieldsAbove?: number }
  /** The encountering player draws this many cards. */
  | { readonly kind: 'draw-counted'; readonly count: number | CountOf }
  /** The encountering player discards this many cards of their choice from hand. */
  | { readonly kind: 'discard-chosen-from-hand'; readonly count: number | CountOf }
  /** The encountering player scores the dilemma's bonus points now; the dilemma goes to their bonus area. */
  | { readonly kind: 'score-bonus'; readonly points: number }
  /** One random personnel aboard each of the encountering player's ships at this location suffers the action. */
  | { readonly kind: 'each-own-ship'; readonly action: Action }
  /** To get past, the team must be able to meet the attempted mission's requirements. */
  | { readonly kind: 'pass-mission' }
  /**
   * The opponent names a number; members are examined in random order and the first whose signed sum of
   * attributes (`weights`, e.g. INTEGRITY + CUNNING − STRENGTH) equals it suffers the action (then the
   * dilemma is discarded). The numbers offered are those the team shows.
   */
  | { readonly kind: 'named-number'; readonly weights: Partial<Record<Attribute, number>>; readonly action: Action }
  /** The encountering player may discard any number of cards from hand (how many, then which). */
  | { readonly kind: 'discard-any-from-hand' }
  /** To get past, an attribute must exceed `base + per × X` (X counted now). */
  | { readonly kind: 'pass-scaled'; readonly attribute: Attribute; readonly base: number; readonly per: number; readonly count: CountOf };

/** Run-time word lists (the catalogue test checks every script against them). */
export const DILEMMA_WORDS_A = {
  steps: ['if', 'fail', 'spare-picked', 'parity', 'lose-points-per-member', 'discard-equipment', 'discard-from-hand', 'place-on-table', 'reseed-elsewhere', 'discard-self', 'ship-to-spaceline-end', 'stop-for', 'damage-ships-here', 'draw-counted', 'discard-chosen-from-hand', 'score-bonus', 'each-own-ship', 'pass-mission', 'named-number', 'discard-any-from-hand', 'pass-scaled'],
  actions: ['deck-top', 'stop-two-turns', 'return-to-hand'],
  selectors: ['lowest', 'among-picked', 'chosen-by', 'random-counted', 'highest-of', 'closest'],
} as const;

/** The steps nested in a step (an `if`'s step), for the catalogue's word and requirement checks. */
export function innerSteps(step: Step): Step[] {
  // (An `if`'s test may name a requirement too: see `testRequirements`.)
  return step.kind === 'if' ? [step.then, ...innerSteps(step.then)] : [];
}

/** Requirement texts named by a step's test (for the catalogue's parse check). */
export function testRequirements(step: Step): string[] {
  if (step.kind !== 'if') return [];
  const of = (test: Test): string[] => ('not' in test ? of(test.not) : 'all' in test ? test.all.flatMap(of) : 'teamMeets' in test ? [test.teamMeets] : []);
  return [...of(step.test), ...testRequirements(step.then)];
}

/** Requirement texts a dilemmas-a step names outside `require` / `unless` (for the catalogue's parse check). */
export function stepRequirementsA(step: Step): string[] {
  return step.kind === 'damage-ships-here' && step.unless ? [step.unless] : [];
}

/** Steps that are conditions (their failure is "cannot get past"), for the bonus-points and removal reason. */
export function isConditionA(step: Step): boolean {
  if (step.kind === 'fail' || step.kind === 'pass-mission' || step.kind === 'pass-scaled') return true;
  if (step.kind === 'if') {
    const then = step.then;
    if (then.kind === 'pass' || then.kind === 'count') return true;
    if ((then.kind === 'act' || then.kind === 'ship') && (then.unless !== undefined || then.unlessAny !== undefined) && (then as { conditional?: boolean }).conditional !== false) return true;
    return isConditionA(then);
  }
  return false;
}
