/**
 * Words added for the Premiere events, interrupts and artifacts (issue 15, second pass). They join
 * the unions of vocabulary.ts; their handlers live in verbs-events.ts and modifiers.ts, their target
 * rules in targets-events.ts (a word without a handler does not compile).
 *   1E rulebook › REPORTING FOR DUTY › COMPATIBLE (cards that let affiliations "mix and cooperate");
 *   MISCELLANEOUS RULES › LOOKING AT CARDS; MISCELLANEOUS RULES › RANDOM SELECTION; GETTING HURT.
 */
import type { EnteredPlayCondition } from './entered-play';
import type { MissionGuardCondition } from './mission-guards';
import type { BesideCondition } from './beside-guards';
import type { HologramTeamCondition } from './hologram-erasure';
import type { LoreMissionsCondition } from './lore-missions';
import type { TimeCondition } from './vocabulary-time';
import type { HazardCondition } from './planet-hazards';
import type { AbandonRestriction } from './abandoned-ship';
import type { AffiliationBan } from './affiliation-bans';
import type { PaidDilemmaNullifier } from './paid-dilemma-nullifiers';
import type { IncidentCRestriction } from './vocabulary-incidents-c';
import type { Attribute, Effect } from './vocabulary';
import type { MixSides } from './scoped-mixing';
import type { BattleRestriction } from './vocabulary-battle';
import type { EventsCCondition, EventsCRestriction } from './vocabulary-events-c';
import type { Events2Condition, Events2Restriction, Events2ShipModifier } from './vocabulary-events2';
import type { PremiereCondition, PremiereRestriction } from './vocabulary-premiere';
import type { InterruptsDRestriction } from './vocabulary-interrupts-d';
import type { TurnDrawRestriction } from './turn-draw-limits';
import type { HomeworldGuard } from './homeworld-guard';
import type { CrewGenderCondition } from './crew-genders';

export type EventEffect =
  /** You look at the cards aboard the target ship (shown to you only). */
  | { readonly kind: 'look-aboard-target' }
  /** Each personnel of the target Away Team is killed unless that personnel alone meets `unless` (requirement grammar). */
  | { readonly kind: 'kill-each-unless'; readonly unless: string }
  /** One equipment (or card used as equipment) with the target crew or Away Team, chosen at random, is destroyed. */
  | { readonly kind: 'destroy-random-equipment' }
  /** The target ship may move its RANGE once more this turn (double RANGE). */
  | { readonly kind: 'extra-range' }
  /** Everything at the target location but the mission itself (and the cards seeded under it) is destroyed. */
  | { readonly kind: 'destroy-all-at-location' }
  /** The ship this card lies on is destroyed with everything aboard, unless its crew meets `unless` or its SHIELDS exceed `unlessShieldsOver`. */
  | { readonly kind: 'destroy-host'; readonly unless?: string; readonly unlessShieldsOver?: number }
  /** The ship this card lies on takes one damage (rotation damage), unless its crew meets `putOutBy`: then this card is discarded instead. */
  | { readonly kind: 'damage-host'; readonly putOutBy: string }
  /** Every other ship at the location of the ship this card lies on with SHIELDS below `shieldsBelow` takes one damage. */
  | { readonly kind: 'damage-other-ships-here'; readonly shieldsBelow: number }
  /** The target ship can move no further this turn. */
  | { readonly kind: 'no-range-this-turn' }
  /** The target card leaves play to its owner's discard pile. */
  | { readonly kind: 'discard-target' }
  /** Every personnel in play, both players', is killed. */
  | { readonly kind: 'kill-all-personnel' }
  /** Crew of the target ship with these skills are stopped (one personnel per skill, the first listed aboard; one may cover several). */
  | { readonly kind: 'stop-crew-with-skills'; readonly skills: readonly string[] }
  /** You look at the bottom seed card under the mission where the target ship is (shown to you only). */
  | { readonly kind: 'look-at-bottom-seed' }
  /** The card just played goes back to its owner's hand, unresolved; a normal card play it used is given back. */
  | { readonly kind: 'return-just-played' }
  /** At the end of the turn, the player draws one card unless they used their extra normal card play this turn. */
  | { readonly kind: 'draw-unless-extra-play-used' }
  /** The target ship (yours, or any Non-Aligned ship when `alsoNonAligned`) loses all its damage. */
  | { readonly kind: 'repair-target-ship'; readonly alsoNonAligned: boolean }
  /** The target ship (with all aboard) leaves the spaceline into this card, which lies atop the ship's location. */
  | { readonly kind: 'ship-into-rift' }
  /** The ship inside this card comes back into space at the location this card lies on. */
  | { readonly kind: 'release-rift-ship' }
  /** The ship of a `ship>location` target moves there (in space) and is stopped. */
  | { readonly kind: 'relocate-ship-stopped' };

/**
 * At the end of a turn, while the card is in play: `whose` turn counts — the owner of the ship the
 * card lies on (`host-owner`), the card's owner (`your`), or every turn (`every`); `from`: the turn
 * it was played in counts too (`this-turn`) or only later turns (`next-turn`).
 */
export type EventTrigger = {
  readonly on: 'turn-ends';
  /** `opponent` (issue 15, events-c): the turns of the card owner's opponent. */
  readonly whose: 'host-owner' | 'your' | 'every' | 'opponent';
  readonly from: 'this-turn' | 'next-turn';
  /** Only at the end of the card owner's n-th turn after the one it was played in ("your third full turn"). */
  readonly yourTurn?: number;
  readonly effects: readonly Effect[];
};

/** When a ship ends a flight at the location of this card (atop the mission, or on a facility there); the target is that ship. */
export type StopTrigger = { readonly on: 'ship-stops-here'; readonly effects: readonly Effect[] };

/** While in play, what nobody may do (1E rulebook › THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES: lasting effects). */
export type Restriction =
  /** Issue 15 (helper domir): at most `max` reports of a kind each turn (report-limits.ts: Reward from the Founders). */
  | import('./report-limits').ReportLimit
  /** Issue 15 (helper evq): equipment blocking the other player's beams where it lies (transport-inhibitors.ts: Transport Inhibitor). */
  | import('./transport-inhibitors').TransportInhibition
  | AbandonRestriction
  /** Issue 15 (infiltration): lying on a personnel, no card may target it, and it is disabled (You Dirty Rat: behaviour/infiltration-cards.ts). */
  | { readonly kind: 'host-hidden-and-disabled' }
  | AffiliationBan
  | Events2Restriction
  | TurnDrawRestriction
  | HomeworldGuard
  | IncidentCRestriction
  | PremiereRestriction
  /** Issue 15 (helper random): transport-phobia.ts. */
  | import('./transport-phobia').PhobiaRestriction
  | InterruptsDRestriction
  /** Issue 15 (battle2): ship-crew-minimums.ts. */
  | import('./ship-crew-minimums').CrewMinimumRestriction
  | import('./multi-icon-mission-guards').MultiIconMissionRestriction
  /** Issue 15 (helper qcau): boarding-reversals.ts. */
  | import('./boarding-reversals').BoardingReversalRestriction
  /** Issue 15 (helper voyent): minefields.ts. */
  | import('./minefields').StopOrDamageRestriction
  /** Neither player may play Interrupt cards, except those titled here. */
  | { readonly kind: 'no-interrupts'; readonly except: readonly string[] }
  /** Lying atop a location: a ship flying through must stop here and go on only next turn, unless its crew meets `unless`. */
  | { readonly kind: 'must-stop-here'; readonly unless: string }
  /** Lying atop a location: a ship flying over it without stopping takes one damage. */
  | { readonly kind: 'damage-passing-ships' }
  /** Lying atop a location: no ship crosses between it and the next location along the spaceline unless its crew meets `unless`. */
  | { readonly kind: 'no-passing-to-next'; readonly unless: string }
  /** Lying face up atop a planet location: nobody beams to or from its surface. */
  | { readonly kind: 'no-beaming' }
  /** Lying atop a planet location: at most `max` personnel a turn beam to or from its surface. */
  | { readonly kind: 'beam-limit'; readonly max: number }
  /** While in play, both players' hands are face up for everyone (view.ts). */
  | { readonly kind: 'hands-exposed' }
  /** Issue 15: battle words (vocabulary-battle.ts). */
  | BattleRestriction
  /** Issue 15, events-c (vocabulary-events-c.ts). */
  | EventsCRestriction
  /** Issue 15, events-d (vocabulary-events-d.ts). */
  | import('./vocabulary-events-d').EventsDRestriction;

export type EventTarget =
  /** An Away Team on a planet, named by its first personnel in zone order (either player's). */
  | { readonly kind: 'away-team' }
  /** A ship in play (its crew) or an Away Team (named by its first personnel). */
  /** `whose: 'yours'` (issue 15, borg): only the card player's crews and Away Teams. */
  /**
   * `with` (issue 15, helper holotos): only a crew or Away Team holding, for one entry, at least `atLeast` of the card
   * player's personnel matching `filter` (printed) and having `skill` (as modified): "with at least 4 [Kli] Honor".
   */
  | { readonly kind: 'crew-or-away-team'; readonly whose?: 'yours'; readonly with?: readonly { readonly filter: import('./vocabulary-events2').PersonnelFilter; readonly skill?: string; readonly atLeast: number; /** Issue 15 (helper tables): `atLeast` counts the skill's levels summed over those personnel ("that has 4 Treachery": War Council), not the personnel. */ readonly levels?: true }[] }
  /** Any spaceline location (the card is placed atop its mission). */
  | { readonly kind: 'any-location' }
  /** A ship in space at a planet location (orbiting a planet). */
  | { readonly kind: 'ship-orbiting-planet' }
  /** A ship with nobody aboard, undocked, in orbit where you have a ship with a Tractor Beam. */
  | { readonly kind: 'empty-ship-near-your-tractor' }
  /** A location with a planet mission. */
  | { readonly kind: 'planet-location' }
  /** One of your ships and a location it may go to, written `ship>location` (two things chosen at once). */
  | { readonly kind: 'your-ship-to-location' }
  /** An outpost in play (either player's). */
  | { readonly kind: 'outpost' }
  /** Your personnel with another personnel of yours present who has `skill`. */
  | { readonly kind: 'your-personnel-with-skilled-present'; readonly skill: string }
  /** Your ship with at least `staffingIcons` staffing icons at a mission of this kind, whose unstopped crew has every skill listed. */
  | { readonly kind: 'your-scanning-ship'; readonly mission: 'space' | 'planet'; readonly staffingIcons: number; readonly skills: readonly string[] };

export type EventPermit =
  /** While in play on your table, your cards of these two affiliations are compatible (they mix and cooperate). */
  /** `icons` (issue 15, events-c): only cards of that affiliation also showing the icon (null: any) mix ("your [Kli][22] cards"). */
  /** `here`, `who`, `forOpponent`, `atSites` (issue 15, helper mixing: behaviour/scoped-mixing.ts): only at the location of the mission the card lies on; only cards matching each side; for the opponent; only at a site of these titles. */
  /** `shipClasses` (issue 15, events-f): that side is only its ships of this class ("may use your D-7-Class ships"); `whileMissionsOnlyIn`: only while every mission its owner seeded is in that quadrant. */
  | { readonly kind: 'mix'; readonly affiliations: readonly [string, string]; readonly icons?: readonly [string | null, string | null]; readonly shipClasses?: readonly [string | null, string | null]; readonly whileMissionsOnlyIn?: 'Alpha' | 'Gamma' | 'Delta' | 'Mirror'; readonly here?: true; readonly who?: MixSides; readonly forOpponent?: true; readonly atSites?: readonly string[] }
  /** While on your table, your ships may leave one end of a spaceline and enter the other end. */
  | { readonly kind: 'wrap-spaceline' }
  /** While on your table, your normal card play may be spent on reporting any number of personnel, ships and equipment. */
  | { readonly kind: 'report-many' }
  /** While on your table, your beaming ignores `no-beaming` and `beam-limit` cards. */
  | { readonly kind: 'beam-through' }
  /** While on your table, each of your turns has a second normal card play (see `draw-unless-extra-play-used`). */
  | { readonly kind: 'extra-card-play' };

export type EventModifier =
  /** Lying on a personnel: the first other personnel of yours present with `skill` (a mindmelder) gains that personnel's printed skills. */
  | { readonly kind: 'lend-skills-to'; readonly skill: string; readonly to: { readonly classification?: string }; readonly where: 'on-host'; readonly cumulative?: false }
  /** Your personnel present have an attribute multiplied (never cumulative: one copy counts). */
  | { readonly kind: 'attribute-factor'; readonly attribute: Attribute; readonly factor: number; readonly to: { readonly classification?: string }; readonly where: 'present'; readonly cumulative?: false };

/** Dilemmas this card cancels where it is present (equipment with the encountering team). */
export type DilemmaNullifier =
  | {
      readonly kind: 'dilemmas-where-present';
      /** Titles or versions (card-facts.ts › isTitled), and a Combo dilemma whose first half is one of them (nullifiers-events.ts › nullifierNames). */
      readonly titles: readonly string[];
      /** Issue 15 (helper prefix): a title family ("{Armus} dilemmas": every "Armus …" dilemma). */
      readonly titlePrefixes?: readonly string[];
      /** Issue 15 (helper borgobj): also a dilemma with this keyword in its characteristics ("a Species 8472-related dilemma"; behaviour/nullifiers-events.ts). */
      readonly keyword?: string;
      /** Issue 15 (helper borgobj): once each turn, sharing the limit with this key of the holder's (`CardAbilityUsed`; Borg Nanoprobes' assimilation). */
      readonly sharedLimit?: string;
    }
  /** Issue 15, third pass: face up on either table, it cancels these dilemmas wherever they are encountered ("while in play, nullifies …"). */
  | { readonly kind: 'dilemmas-while-in-play'; readonly titles: readonly string[]; readonly titlePrefixes?: readonly string[] }
  /**
   * Issue 15 (helper tail3): lying face up atop a mission, it cancels the dilemma its owner named for it (its selected
   * option, `state.selected`: choice pool `dilemma-titles`) when the owner's crew or Away Team encounters it attempting
   * that mission, if that team began the attempt with more than `moreThan` and fewer than `fewerThan` personnel
   * (`AttemptState.beganWith`; behaviour/nullifiers-events.ts). The Genesis Effect: `{ moreThan: 2, fewerThan: 8 }`.
   */
  | { readonly kind: 'named-dilemma-here'; readonly moreThan: number; readonly fewerThan: number }
  /** Issue 15 (events of later sets): paid for to nullify a dilemma showing an icon (paid-dilemma-nullifiers.ts). */
  | PaidDilemmaNullifier;

export type ShipAttribute = 'RANGE' | 'WEAPONS' | 'SHIELDS';

/** Changes to the ship a card lies on (ship-modifiers.ts). */
export type ShipModifier =
  /** The attributes change by `delta` (times the number of that classification aboard, when `perClassification`); `cumulative`: every copy counts. */
  | { readonly kind: 'ship-attribute'; readonly attributes: readonly ShipAttribute[]; readonly delta: number; readonly perClassification?: string; readonly cumulative?: boolean }
  /** The attributes are multiplied (only if every classification is aboard, when `ifAllClassifications`); one copy counts. */
  | { readonly kind: 'ship-attribute-factor'; readonly attributes: readonly ShipAttribute[]; readonly factor: number; readonly ifAllClassifications?: boolean }
  | Events2ShipModifier
  /** Issue 15 (events-d): ship-modifiers-aboard.ts. */
  | import('./ship-modifiers-aboard').ShipAttributeWithAboard
  /** Issue 15 (objectives): vocabulary-objective-attempts.ts. */
  | import('./vocabulary-objective-attempts').ShipsHereAttribute
  /** Issue 15 (incobj): ship-directives.ts. */
  | import('./ship-directives').ShipAttributePerTest
  /** Issue 15 (helper partials): solved-mission-fleet.ts. */
  | import('./solved-mission-fleet').SolvedMissionShipsAttribute;

/** Paid as the card is played. */
export type EventCost =
  /** Another copy of this card from your hand is played with it (discarded). */
  { readonly kind: 'discard-copy-from-hand' };

/** What must be true before the card may be played (checked with its target). */
export type PlayCondition =
  | HazardCondition
  | Events2Condition
  | EventsCCondition
  | PremiereCondition
  | EnteredPlayCondition
  | MissionGuardCondition
  /** A card with this title lies face up on your table. */
  | { readonly kind: 'on-your-table'; readonly title: string }
  /** At the start of your turn: before your normal card play (1E rulebook › YOUR NORMAL CARD PLAY › "Start of turn" actions). */
  | { readonly kind: 'start-of-your-turn' }
  | CrewGenderCondition
  | BesideCondition
  | HologramTeamCondition
  | LoreMissionsCondition
  | TimeCondition
  /** Issue 15 (battle2): behaviour/battle-exclusions.ts. */
  | import('./battle-exclusions').BattleExclusionCondition
  /** Issue 15 (eie): behaviour/solved-by.ts. */
  | import('./solved-by').SolvedByCondition
  /** Issue 15 (helper borgobj): behaviour/adapt-conditions.ts. */
  | import('./adapt-conditions').AdaptCondition
  /** Issue 15 (lead): behaviour/contender.ts. */
  | import('./contender').ContenderCondition
  /** Issue 15 (lead): behaviour/immediate-free-plays.ts. */
  | import('./immediate-free-plays').ImmediateFreePlayCondition
  /** Issue 15 (helper dqv): behaviour/hand-plays.ts. */
  | import('./hand-plays').HandPlayCondition
  /** Issue 15 (helper borgobj, third pass): behaviour/objective-stages.ts. */
  | import('./objective-stages').ObjectiveStageCondition
  /** Issue 15 (helper doors): behaviour/double-turns.ts. */
  | import('./double-turns').OpponentUsingCondition
  /** Issue 15 (helper obja): behaviour/homeworld-decimation.ts. */
  | import('./homeworld-decimation').CompletedMissionsCondition;
