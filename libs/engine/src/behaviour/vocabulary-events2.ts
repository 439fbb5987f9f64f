/**
 * Words added for the events and interrupts of later sets (issue 15, third pass). They join the
 * unions of vocabulary.ts / vocabulary-events.ts; their handlers live in verbs-events2.ts (effects),
 * modifiers.ts (personnel modifiers from a holder: the card's table, or the personnel it lies on) and
 * ship-modifiers.ts (fleet modifiers from the table). A word without a handler does not compile.
 *   1E rulebook › THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES (lasting effects from the table);
 *   MISCELLANEOUS RULES › THE CUMULATIVE RULE; MISCELLANEOUS RULES › "ONCE PER GAME" AND SIMILAR LIMITS.
 */
import type { ShipFilter as ShipFilterIncidents } from './vocabulary-incidents';
import type { Attribute, CardFilter, Effect } from './vocabulary';
import type { ShipAttribute } from './vocabulary-events';

/** Which personnel a holder's modifier (or a count) reaches: every field given must hold. */
export interface PersonnelFilter {
  /** One of its affiliations. */
  readonly affiliation?: string;
  /** None of its affiliations is this one. */
  readonly notAffiliation?: string;
  /** Shows every one of these icons (icon codes: 'Holo', 'AU', 'KCA', 'TNG', …). */
  readonly icons?: readonly string[];
  /** Shows this property logo, the icon cards call [DS9], [TNG] (the card list's Property column; issue 15, events-c). */
  readonly property?: string;
  /** Shows none of these icons. */
  readonly notIcons?: readonly string[];
  /** Universal (true) or unique (false). */
  readonly universal?: boolean;
  /** Has this skill printed in its skill box. */
  readonly skill?: string;
  /** With `skill`: printed at this level or more ('Honor x2'; issue 15, interrupts-d). */
  readonly skillLevel?: number;
  /** Has not this skill printed in its skill box (issue 15, interrupts-d: "your non-Youth personnel"). */
  readonly notSkill?: string;
  /** Of this classification. */
  readonly classification?: string;
  /** Not of this classification ("non-CIVILIAN"; issue 15, events-f). */
  readonly notClassification?: string;
  /** Its title is one of these (exactly). */
  readonly titles?: readonly string[];
  /** Has this characteristic or keyword (e.g. 'MACO'). */
  readonly characteristic?: string;
  /** Of this species: a characteristic naming it, alone or with another ('Vulcan/Human' is Vulcan too; issue 15, missions). */
  readonly species?: string;
  /** At least one of these filters matches (besides the fields above). */
  readonly anyOf?: readonly PersonnelFilter[];
}

/** Which ships a fleet modifier reaches: every field given must hold. */
export interface ShipFilter {
  readonly affiliation?: string;
  readonly icons?: readonly string[];
  /** Issue 15 (helper partials): shows none of these icons ("non-[GQ] ships"). */
  readonly notIcons?: readonly string[];
  /** The title contains this word (e.g. 'Enterprise'). */
  readonly titleWord?: string;
  /** Its ship class is (or is not, with `notShipClass`) this one. */
  readonly shipClass?: string;
  readonly notShipClass?: string;
  /** Its matching commander (a personnel named in its "commanded by" list) is aboard. */
  readonly matchingCommanderAboard?: boolean;
  /** It is at a mission showing one of its affiliation icons. */
  readonly atMatchingMission?: boolean;
  /** Issue 15 (helper history): a face-up card of this title lies on it ("your ships with an Agony Booth"). */
  readonly withCardOn?: string;
}

export type Events2Effect =
  /** The player's whole hand goes to their discard pile. */
  | { readonly kind: 'discard-hand'; readonly who: 'you' | 'target' }
  /** The player discards their whole hand, then draws as many cards. */
  | { readonly kind: 'redraw-hand' }
  /** You draw one card per personnel of yours in play matching `filter` (only those at the target location with `atTarget`; at most `max`). */
  | { readonly kind: 'draw-per-personnel'; readonly filter: PersonnelFilter; readonly atTarget?: boolean; readonly max?: number }
  /** You score points (bonus points when `bonus`: 1E rulebook › WINNING THE GAME, the bonus cap); `who: 'opponent'` (issue 15, helper roa): your opponent scores them instead (negative: "opponent loses points"). */
  | { readonly kind: 'score-points'; readonly points: number; readonly bonus: boolean; readonly who?: 'opponent' }
  /** Every personnel in play of that player is stopped. */
  | { readonly kind: 'stop-all-personnel'; readonly who: 'you' | 'opponent' }
  /** Every event lying at the target location (atop it, or on a ship or facility there) goes to its owner's discard pile. */
  | { readonly kind: 'discard-events-at-location' }
  /** The chosen cards (a `cards-in-your-hand` target) go to your discard pile. */
  | { readonly kind: 'discard-chosen' }
  /** The chosen cards (a `cards-in-your-discard` target) go to your hand. */
  | { readonly kind: 'chosen-to-hand' }
  /** You draw one card per chosen card, plus `plus`. */
  | { readonly kind: 'draw-per-chosen'; readonly plus: number }
  /** The target card (in your discard pile) goes on top of your draw deck. */
  | { readonly kind: 'target-to-top-of-draw' }
  /** The top card of your discard pile (this card aside) goes to your hand. */
  | { readonly kind: 'top-discard-to-hand' }
  /** Each player with more than `above` cards in hand places all but `keep` of them (random selection) beneath their draw deck. */
  | { readonly kind: 'trim-hands'; readonly above: number; readonly keep: number }
  /** When you have at least `atLeast` (and at most `atMost`) personnel in play matching `filter`, the effects in `then` follow. */
  | { readonly kind: 'if-personnel-in-play'; readonly filter: PersonnelFilter; readonly atLeast: number; readonly atMost?: number; readonly then: readonly Effect[] }
  /** Every card of these types in that player's discard pile (except those showing one of `exceptIcons`) is placed out of play. */
  | { readonly kind: 'discard-pile-out-of-play'; readonly who: 'you' | 'opponent'; readonly types: readonly string[]; readonly exceptIcons?: readonly string[] }
  /** Each of your ships in play may move `range` more this turn. */
  | { readonly kind: 'extra-range-your-ships'; readonly range: number }
  /** The player's discard pile is shuffled into their draw deck. */
  | { readonly kind: 'shuffle-discard-into-draw'; readonly who: 'you' | 'target' }
  /** Your discard pile (shuffled) becomes your draw deck, and your draw deck becomes your discard pile. */
  | { readonly kind: 'exchange-discard-and-draw' }
  /** Every card in play with one of these titles goes to its owner's discard pile. */
  | { readonly kind: 'discard-all-titled'; readonly titles: readonly string[] }
  /** The target ship and every personnel aboard are stopped. */
  | { readonly kind: 'stop-target-ship-and-crew' }
  /** The target personnel is stopped. */
  | { readonly kind: 'stop-target' }
  /** The top `count` cards of the target player's discard pile are shuffled into that player's draw deck. */
  | { readonly kind: 'shuffle-top-discards-into-draw'; readonly count: number };

/** Personnel modifiers from a holder (not from equipment present). */
export type Events2Modifier =
  /**
   * Lying on your table: personnel in play matching `filter` (yours, or everybody's with `whose: 'all'`)
   * have these attributes changed; `cumulative`: every copy counts, else one per title.
   */
  | {
      readonly kind: 'fleet-personnel-attribute';
      readonly attributes: readonly Attribute[];
      readonly delta: number;
      /** Skills (or classifications used as skills) they also gain. */
      readonly skills?: readonly string[];
      readonly filter: PersonnelFilter;
      /** Relative to the card's owner: their personnel, everybody's, or their opponent's. */
      readonly whose: 'yours' | 'all' | 'opponent';
      readonly to: { readonly classification?: string };
      /** `table`: while the card lies on a table; `here`: while it lies atop a location, for personnel at that location; `homeworld-affiliation` (issue 15, assorted: location-held-modifiers.ts): while it lies atop a homeworld, for personnel anywhere in play of an affiliation the homeworld shows; `at-mission-with-objective` (same file): while it lies on a table, for personnel at a non-homeworld mission with an objective on it. */
      readonly where: 'table' | 'here' | 'homeworld-affiliation' | 'at-mission-with-objective';
      readonly cumulative?: boolean;
      /** Issue 15 (events of later sets): their regular skills count twice ("doubles regular skills"). */
      readonly doubleRegularSkills?: boolean;
      /** Issue 15 (helper partners): every level of these skills is lost ("your [Baj] personnel lose Resistance": Alliance for Global Unity; modifiers.ts). */
      readonly loses?: readonly string[];
      /** Issue 15 (events of later sets): with `where: 'here'`, only while a ship of the card's owner passing this filter is at that location ("while your sphere is here"). */
      readonly whileYourShipHere?: ShipFilterIncidents;
      /** Issue 15 (assorted): with `where: 'here'`, lying on a facility: only personnel sharing an affiliation with that facility ("your matching … personnel here"; location-held-modifiers.ts). */
      readonly matchingFacility?: boolean;
      /** Issue 15 (helper partials): with `where: 'here'`, not while the card lies atop the mission (played there by another way: Strategic Base). */
      readonly notAtop?: true;
    }
  /** Lying on a personnel: that personnel gains skills (`skills`) and/or attributes (`attributes` by `delta`). */
  | {
      readonly kind: 'host-gains';
      readonly skills?: readonly string[];
      readonly attributes?: readonly Attribute[];
      readonly delta?: number;
      /** Issue 15 (assorted): the host has no skills at all while it lies there ("remove all skills"; skills added after this card's turn in the fold, by cards read later, still count). */
      readonly losesAllSkills?: boolean;
      /** Issue 15 (assorted): these attributes of the host are 0 while it lies there ("remove … CUNNING"). */
      readonly zeroes?: readonly Attribute[];
      readonly to: { readonly classification?: string };
      readonly where: 'on-host';
      readonly cumulative?: boolean;
    };

/** Ship modifiers from a card on its owner's table (ship-modifiers.ts). */
export type Events2ShipModifier =
  /** Your ships matching `filter` have these attributes changed while the card lies on your table. */
  {
    readonly kind: 'fleet-ship-attribute';
    readonly attributes: readonly ShipAttribute[];
    readonly delta: number;
    readonly filter: ShipFilter;
    readonly cumulative?: boolean;
    /** Issue 15 (assorted): only for a flight within one region (RANGE: "while … moving within a region"; read by verbs-ships.ts › movingBonus through moving-range.ts, never by `shipAttribute`). */
    readonly movingWithinRegion?: boolean;
    /** Issue 15 (lead): every player's ships, not only the card owner's ("all ships are RANGE +2 …": The Neutral Zone). */
    readonly everyone?: true;
    /** Issue 15 (lead): only while the ship is at a location of this region. */
    readonly inRegion?: string;
    /** Issue 15 (helper history): read while the card lies atop a mission (not from the table): its owner's ships anywhere (fleet-modifiers.ts). */
    readonly atopMission?: true;
  };

export type Events2Target =
  /** A personnel in play: yours, or any player's. */
  | { readonly kind: 'personnel'; /** `opponents` (issue 15, lead): an opponent's personnel only. */ readonly whose: 'yours' | 'any' | 'opponents'; readonly filter?: PersonnelFilter; /** Issue 15 (helper roa): only one in its native quadrant (helped-solve-away.ts). */ readonly inNativeQuadrant?: true; /** Issue 15 (helper tail7): only a stopped one. */ readonly stopped?: true }
  /** Cards from your hand (between `min` and `max`), written `c1+c2` (`none` for zero): "discard any number of cards". */
  | { readonly kind: 'cards-in-your-hand'; readonly min: number; readonly max: number; readonly filter?: CardFilter }
  /** Cards from your discard pile (between `min` and `max`), written `c1+c2`. */
  | { readonly kind: 'cards-in-your-discard'; readonly min: number; readonly max: number; readonly filter?: CardFilter }
  /** One of the personnel just killed whose response window is open, matching `filter` (`whose: 'opponents'`: owned by an opponent of the card's player). */
  | { readonly kind: 'just-killed'; readonly filter?: PersonnelFilter; readonly whose?: 'opponents'; /** Issue 15 (helper roa): killed by a card of the player's opponent (split-choices.ts). */ readonly byOpponentCard?: true; /** Issue 15 (helper outside): only a personnel revealed as it died to have been the queen so named (stored-copies.ts). */ readonly queen?: string }
  /** The location of the mission whose "mission solved" response window is open (solved by you, your opponent, or anyone; a planet mission only with `planet`). */
  | { readonly kind: 'just-solved-mission'; readonly solver: 'you' | 'opponent' | 'any'; readonly planet?: boolean };

/** What must be true before the card may be played, besides its target (checked by `checkEvents2Conditions`, play-conditions2.ts). */
export type Events2Condition =
  /** Your unstopped personnel on the planet at the target location together meet `requirement` (requirement grammar). */
  | { readonly kind: 'your-away-team-at-target-meets'; readonly requirement: string }
  /** No card with this title lies atop the target location yet ("maximum of one" per mission). */
  | { readonly kind: 'none-atop-target'; readonly title: string }
  /** Your opponent's score is higher than yours. */
  | { readonly kind: 'opponent-score-higher' }
  /** You have a personnel matching `filter` on the planet surface at the target location. */
  | { readonly kind: 'yours-on-target-planet'; readonly filter: PersonnelFilter }
  /** The mission at the target location was seeded (is owned) by your opponent. */
  | { readonly kind: 'target-mission-opponents' }
  /** You have at least `atLeast` personnel in play matching `filter`. */
  | { readonly kind: 'you-have-personnel'; readonly filter: PersonnelFilter; readonly atLeast: number }
  /** Issue 15 (helper partials): a personnel of one of these names was just killed (killed-returns.ts). */
  | import('./killed-returns').KilledNamedCondition;

/** While in play, what nobody may do (joins `Restriction`). */
export type Events2Restriction =
  /** Lying on a table: nobody may play a card with one of these titles ("prevents …"). */
  /**
   * Issue 15 (helper ds9mirror): `titlePrefixes` — also a title starting with one of these ("Espionage" cards);
   * `yoursOnly` — only its owner may not ("You may not play {Espionage} cards": Not So Demilitarized).
   */
  {
    readonly kind: 'no-plays-titled';
    readonly titles: readonly string[];
    readonly titlePrefixes?: readonly string[];
    readonly yoursOnly?: boolean;
  };

/** Limits added in this pass. */
export type Events2Limit =
  /** At most once each game for this card's title (per player) (1E rulebook › MISCELLANEOUS RULES › "ONCE PER GAME" AND SIMILAR LIMITS). */
  | { readonly kind: 'once-per-game' }
  /** At most once for each target, whoever plays it ("only one … for each such Klingon"). */
  | { readonly kind: 'once-per-target' };

/** The words of this pass that the catalogue test cannot read from a handler table. */
export const EVENTS2_WORDS: readonly string[] = [
  'target:personnel',
  'target:just-solved-mission',
  'target:cards-in-your-hand',
  'target:cards-in-your-discard',
  'condition:you-have-personnel',
  'condition:just-killed-named',
  'condition:yours-on-target-planet',
  'condition:target-mission-opponents',
  'limit:once-per-game',
  'limit:once-per-target',
  'target:just-killed',
  'condition:your-away-team-at-target-meets',
  'condition:none-atop-target',
  'condition:opponent-score-higher',
  'restriction:no-plays-titled',
  'nullifies:dilemmas-while-in-play',
  'nullifies:named-dilemma-here',
];
