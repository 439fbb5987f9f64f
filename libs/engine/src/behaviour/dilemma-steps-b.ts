/**
 * Dilemma words added for the later sets (issue 15, dilemmas of the releases after Premiere other than the
 * Deep Space Nine / Alternate Universe family): tests on the table around the attempt (team size, the
 * mission's points, hands, cards in play, facilities, the region), equipment present as a requirement (hand
 * weapons, named kits), distinct personnel for distinct conditions, draws, counts taken from the table, and
 * where a personnel goes (out of play, the draw deck, the hand, the nearest planet). They are spread into the
 * unions of behaviour/dilemma-steps.ts; the interpreter is attempt/dilemma-effects-b.ts.
 *
 * 1E rulebook › ATTEMPT A MISSION › ENCOUNTERING DILEMMAS (Triggered & Targeted Effects), AUTOMATIC EFFECTS,
 * CONDITIONAL EFFECTS; GLOSSARY › "present"; MISCELLANEOUS RULES › CONTROL AND OWNERSHIP › "HERE" AND "PRESENT".
 */
import type { Filter, Step } from './dilemma-steps';
import type { TableTestC } from './dilemma-steps-c';

type Attribute = 'INTEGRITY' | 'CUNNING' | 'STRENGTH';

/** Extra filter fields (spread into `Filter`). */
export interface FilterB {
  /** Has less than this level of the skill ("without Treachery x2"). */
  readonly skillBelow?: { readonly skill: string; readonly level: number };
}

/** Which Equipment cards present a term counts: hand weapons, or titles containing a word (`Kit`, `PADD`). */
export interface EquipmentFilter {
  readonly characteristic?: string;
  readonly titleWords?: readonly string[];
}

/** A test on the table around the attempt (not on the team's skills); false → the wrapped step does not apply. */
export type TableTest =
  /** The attempting team's size (crew or Away Team present). */
  | { readonly teamSize: { readonly above?: number; readonly atMost?: number } }
  /** The attempted mission's printed points. */
  | { readonly missionPoints: { readonly below?: number; readonly exactly?: number; readonly above?: number } }
  /** The hand of the encountering player (`self`) or of their opponent. */
  | { readonly hand: { readonly whose: 'self' | 'opponent'; readonly below?: number; readonly empty?: boolean; readonly exactly?: number } }
  /**
   * A card bearing one of these titles (card-facts.ts › titledAmong; {Thermal Deflectors}), or an "any X" of `anyNames`
   * by title or persona (card-facts.ts › isAnyNamed; {any Guinan} — not by lore, which Rascals' names Guinan in), is in
   * play (on the table, not in a hand, deck or discard pile).
   */
  | { readonly inPlay: { readonly titles?: readonly string[]; readonly anyNames?: readonly string[]; readonly whose: 'self' | 'opponent' | 'any' } }
  /** No facility at the attempted location. */
  | { readonly noFacilityHere: true }
  /** At least this many team members match the filter. */
  | { readonly teamMatching: { readonly filter: Filter; readonly atLeast: number } }
  /** The attempted mission's quadrant is (`in`) or is not (`notIn`) this one ("X (Y if this is a [DQ] mission)"). */
  | { readonly quadrant: { readonly in?: 'Alpha' | 'Gamma' | 'Delta' | 'Mirror'; readonly notIn?: 'Alpha' | 'Gamma' | 'Delta' | 'Mirror' } }
  /** Encountered by an Away Team (`planet`) or a crew (`space`) — "(at [P])", "(at [S])". */
  | { readonly at: 'planet' | 'space' }
  /** The team's size lies between its lowest and its highest value of the attribute (both included). */
  | { readonly teamSizeWithin: Attribute }
  /** The opponent has a ship here with at least this many staffing icons that is staffed, undocked and undamaged. */
  | { readonly opponentShipHere: { readonly minStaffingIcons: number } }
  /** One of the attempting ship's RANGE, WEAPONS or SHIELDS exceeds the number of its crew present. */
  | { readonly shipAttributeAboveCrew: true }
  /** Personnel of a player anywhere in play matching the filter (e.g. three thieves, a Delta Quadrant personnel). */
  | { readonly personnelInPlay: { readonly whose: 'self' | 'opponent'; readonly filter: Filter; readonly atLeast: number } }
  /** The team has more of one skill (pooled) than of another ("ENGINEER>Leadership"). */
  | { readonly moreSkill: { readonly skill: string; readonly than: string } }
  /** Your personnel at this location (surface, ships, facilities) number exactly this many. */
  | { readonly personnelHere: { readonly exactly: number } }
  /** A team member's printed INTEGRITY, CUNNING and STRENGTH are all this number. */
  | { readonly printedAll: number }
  /** Your score is not zero and a multiple of this number. */
  | { readonly scoreMultipleOf: number }
  /** A player's discard pile holds at least this many cards of these types. */
  | { readonly discardCount: { readonly whose: 'self' | 'opponent'; readonly types: readonly string[]; readonly atLeast: number } }
  /** The cards an earlier `pick` selected: their current attribute adds up to an odd number / to less than a value. */
  | { readonly pickedSum: { readonly attribute: Attribute; readonly odd?: boolean; readonly below?: number } }
  /** Your ships in play have more SHIELDS in all than the opponent's ships have WEAPONS. */
  | { readonly fleetShieldsOverWeapons: true }
  /** The mode chosen by an earlier `choose-mode` step. */
  | { readonly mode: string }
  /** Any of the tests holds. */
  | { readonly anyOf: readonly TableTest[] }
  | { readonly not: TableTest }
  | TableTestC;

/** A number read from the table: `base` plus/minus quantities. */
export interface Quantity {
  readonly base?: number;
  readonly plus?: QuantityTerm;
  readonly minus?: QuantityTerm;
}
export type QuantityTerm =
  /** Team members matching the filter. */
  | { readonly teamMatching: Filter }
  /** Different classifications in the team. */
  | { readonly distinctClassifications: true }
  /** Cards in a hand (optionally only Personnel with an icon). */
  | { readonly handCards: { readonly whose: 'self' | 'opponent'; readonly type?: string; readonly icon?: string } }
  /** Equipment cards present with the team. */
  | { readonly equipmentPresent: EquipmentFilter }
  /** A player's personnel anywhere in play matching the filter (e.g. the opponent's dissidents). */
  | { readonly personnelInPlay: { readonly whose: 'self' | 'opponent'; readonly filter: Filter } }
  /** The staffing icons the attempting ship requires. */
  | { readonly shipStaffingIcons: true };

export type SelectorB =
  /** Team members not picked by an earlier `pick` step (those matching `filter`). */
  | { readonly by: 'unpicked'; readonly filter?: Filter }
  /** Team members not picked who share nothing with the picked ones: a printed skill, or an attribute number. */
  | { readonly by: 'unlike-picked'; readonly share: 'printed-skill' | 'attribute-number' }
  /** A player chooses `count` of the picked cards. */
  | { readonly by: 'choose-picked'; readonly chooser: 'self' | 'opponent'; readonly count: number }
  /** `n` members (a quantity) at random, or by a player's choice. */
  /** `likePicked`: only members of the same classification as a picked card ("another of the same classification"). */
  | { readonly by: 'random-n'; readonly n: Quantity; readonly filter?: Filter; readonly likePicked?: 'classification' }
  | { readonly by: 'choice-n'; readonly n: Quantity; readonly chooser: 'self' | 'opponent'; readonly filter?: Filter }
  /** A player's personnel anywhere in play matching the filter ("all your temporal agents in play"). */
  | { readonly by: 'in-play'; readonly whose: 'self' | 'opponent'; readonly filter: Filter }
  /** Members with the highest printed value of one attribute; every tied one is selected. */
  | { readonly by: 'highest-printed'; readonly attribute: Attribute | 'named' };

/** Where a personnel goes besides the discard pile: out of play, the top / bottom of its owner's draw deck,
 *  its owner's hand, the surface of the nearest planet at another location. */
export type ActionB = 'out-of-play' | 'to-deck-top' | 'to-deck-bottom' | 'to-hand' | 'relocate-nearest-planet';

export type CountTermB =
  /** At least `atLeast` Equipment cards present matching, and (`require`) a requirement of the group. `discard`:
   *  one such card is discarded to meet it (the encountering player's choice among them is the first listed). */
  | { readonly equipment: EquipmentFilter; readonly atLeast: number; readonly require?: string; readonly discard?: boolean }
  /** Different personnel, one for each filter ("one with INTEGRITY>6, another with CUNNING>7, a third…"). */
  | { readonly distinct: readonly Filter[] }
  /** A requirement met by the crew of one of the encountering player's ships at this location, together with
   *  (`team`) a requirement of the attempting team; `ship`: the ship's characteristics (e.g. a Holodeck). */
  | { readonly shipHere: { readonly crew?: string; readonly team?: string; readonly characteristic?: string; readonly staffed?: boolean } };

export type StepB =
  /** A step that applies only when the table test holds (otherwise: not applicable, never a failure). */
  | { readonly kind: 'only-if'; readonly test: TableTest; readonly step: Step }
  /** The dilemma is nullified (out of play, the attempt goes on) when the test holds. */
  | { readonly kind: 'nullified-if'; readonly test: TableTest }
  /** "To get past requires ATTRIBUTE>(base + per × X)", X = the other missions in this mission's region (0 outside one). */
  | { readonly kind: 'pass-region'; readonly attribute: Attribute; readonly base: number; readonly per: number }
  /** A player draws cards (`each`: both, the encountering player first); `optional`: the drawer chooses whether to. */
  | { readonly kind: 'draw'; readonly who: 'self' | 'opponent' | 'each'; readonly count: number | Quantity; readonly optional?: boolean }
  /** A condition read from the table ("to get past, the team must…"; "cannot get past if…"): unmet → not past. */
  | { readonly kind: 'pass-if'; readonly test: TableTest; readonly says: string }
  /** The encountering player may lose points to nullify the dilemma ("may nullify by losing 7 points"). */
  | { readonly kind: 'may-pay-points'; readonly points: number }
  /** Cards of these types in a player's discard pile are shuffled into their draw deck. */
  | { readonly kind: 'shuffle-discard-into-deck'; readonly whose: 'self' | 'opponent'; readonly types: readonly string[] }
  /** A player chooses one of the card's alternatives (read by later `only-if { mode }` steps); `unless`: a condition
   *  that, when met, prevents the choice and so every alternative ("Unless X, the opponent chooses: A OR B"). */
  | { readonly kind: 'choose-mode'; readonly chooser: 'self' | 'opponent'; readonly modes: readonly string[]; readonly unless?: string }
  /** The encountering player shows a personnel from hand (none: nothing shown); `points-by-matches` scores it. */
  | { readonly kind: 'show-from-hand' }
  /** Points for the shown personnel's printed attributes: two equal → +points, all three → +2×points, else −points. */
  | { readonly kind: 'points-by-matches'; readonly points: number }
  /** Every undocked ship here (either player's) is damaged and/or moved one location toward the spaceline's far end
   *  (the end further from here), unless the team meets `unless`. */
  | { readonly kind: 'ships-here'; readonly damage?: boolean; readonly move?: 'toward-far-end'; readonly unless?: string }
  /** One of the encountering player's facilities here (chosen by `chooser`) is damaged, unless the team meets `unless`. */
  | { readonly kind: 'facility-here'; readonly chooser: 'self' | 'opponent'; readonly unless?: string }
  /** The opponent names an attribute (for a later `highest-printed` selector with `attribute: 'named'`). */
  | { readonly kind: 'name-attribute' }
  /** A hand is shown to the other player. */
  | { readonly kind: 'reveal-hand'; readonly whose: 'self' | 'opponent' };

export const DILEMMA_WORDS_B = {
  steps: ['only-if', 'nullified-if', 'pass-region', 'pass-if', 'may-pay-points', 'shuffle-discard-into-deck', 'choose-mode', 'show-from-hand', 'points-by-matches', 'ships-here', 'facility-here', 'draw', 'name-attribute', 'reveal-hand'],
  actions: ['out-of-play', 'to-deck-top', 'to-deck-bottom', 'to-hand', 'relocate-nearest-planet'],
  selectors: ['unpicked', 'unlike-picked', 'choose-picked', 'random-n', 'choice-n', 'highest-printed', 'in-play'],
} as const;
