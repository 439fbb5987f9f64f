/**
 * Words added for the events and interrupts of later sets, events-c pass (issue 15). They join the
 * unions of vocabulary.ts / vocabulary-events.ts with one line each; their handlers live in
 * verbs-events-c.ts (a word without a handler does not compile).
 *   1E rulebook › THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES (lasting effects from the table);
 *   REPORTING FOR DUTY › NATIVE QUADRANT; DOWNLOADING; GETTING HURT › STOPPED, KILLED.
 */
import type { Effect } from './vocabulary';
import type { PersonnelFilter } from './vocabulary-events2';

/** Where the personnel a `if-personnel-at-missions` counts must be. */
export type MissionsWhere =
  /** At one mission (any location) outside their own native quadrant: the most at any single mission counts. */
  | 'one-mission-outside-native-quadrant'
  /** At missions your opponent seeded where no facility stands (all such missions together). */
  | 'opponent-missions-without-facility';

export type EventsCEffect =
  /** The target personnel is killed. */
  | { readonly kind: 'kill-target' }
  /** The target ship cloaks, even if stopped or it decloaked this turn (1E rulebook › CLOAK). */
  | { readonly kind: 'cloak-target' }
  /** This card (just played, in the discard pile) is shuffled into its owner's draw deck when the target ship is of `affiliation` and shows `icons`. */
  | { readonly kind: 'self-into-draw-deck-if-target'; readonly affiliation: string; readonly icons: readonly string[] }
  /** Lying atop a mission: when your unstopped personnel on its planet together meet `requirement` (or, with `each`, one of them alone does), the effects in `then` follow. */
  | { readonly kind: 'if-yours-here'; readonly requirement: string; readonly each?: boolean; readonly then: readonly Effect[] }
  /** When the ship this card lies on meets `ship`, the effects in `then` follow. */
  | { readonly kind: 'if-host-ship'; readonly ship: HostShipCondition; readonly then: readonly Effect[] }
  /** The personnel titled `title` (or a version of it) aboard the target ship (`ship` or `ship>location`) is placed out of play. */
  | { readonly kind: 'aboard-out-of-play'; readonly title: string }
  /** Lying atop a mission: every ship, facility and personnel at its location, anyone's, except those of `exceptAffiliation`, returns to its owner's hand (what they carry with them). */
  | { readonly kind: 'return-all-here-to-hand'; readonly exceptAffiliation?: string }
  /** The target ship takes one damage (rotation damage: 1E rulebook › DAMAGE AND REPAIRS). */
  | { readonly kind: 'damage-target' }
  /** The owner of the target card scores `points` (negative: loses them), even when playing Borg. */
  | { readonly kind: 'target-owner-scores'; readonly points: number }
  /** When you have at least `atLeast` personnel matching `filter` where `where` says, the effects in `then` follow. */
  | { readonly kind: 'if-personnel-at-missions'; readonly filter: PersonnelFilter; readonly atLeast: number; readonly where: MissionsWhere; readonly then: readonly Effect[] };

/** What the player chooses (joins `TargetSpec`). */
export type EventsCTarget =
  /** One of your undamaged ships in space with a Cloaking Device, not cloaked now (stopped or not). */
  | { readonly kind: 'your-ship-to-cloak' }
  /** One of your ships in play of `affiliation`, whose title has `titleWord`, showing none of `notIcons` ("your [Fed] Enterprise (except [OS])"). */
  /** One of your ships with a personnel titled `aboard` (or a version of it: "Kes (The Borg)") aboard, and another location of its quadrant, written `ship>location`. */
  | { readonly kind: 'your-ship-with-aboard-to-location'; readonly aboard: string }
  /** Any player's undamaged ship at a location in a region, or next to one on its spaceline. */
  | { readonly kind: 'undamaged-ship-near-region' }
  | { readonly kind: 'your-ship-matching'; readonly affiliation?: string; readonly titleWord?: string; readonly notIcons?: readonly string[]; readonly notAffiliations?: readonly string[]; /** Issue 15 (helper turns): shows every one of these icons ("your [MU] ship"). */ readonly icons?: readonly string[] };

/** What must hold of the ship a card lies on (`if-host-ship`). */
export interface HostShipCondition {
  /** In space (not docked, not landed). */
  readonly undocked?: boolean;
  readonly uncloaked?: boolean;
  /** A personnel of the ship's owner aboard is named in its "commanded by" list. */
  readonly matchingCommanderAboard?: boolean;
  /** At a location whose mission is a space mission (or dual). */
  readonly atSpaceMission?: boolean;
  /** Staffed (issue 15, events-f: play.ts › isStaffed). */
  readonly staffed?: boolean;
  /** No other uncloaked ship in its quadrant (anyone's) has more WEAPONS (issue 15, events-f: Pride of the Fleet). */
  readonly topWeaponsInQuadrant?: boolean;
}

/** While in play (on either table), what happens to cards as they enter play. */
export type EventsCRestriction =
  | EventsCWinRestriction
  | EventsCMissionRule
  /** Lying on a table: the opponent of its owner beginning a planet mission attempt with fewer than `fewerThan` personnel loses them all (killed), unless that player has a card titled `unlessInPlay` in play. */
  | { readonly kind: 'kill-small-planet-teams'; readonly fewerThan: number; readonly unlessInPlay: string }
  /** Lying on a table: any player who plays a card whose title begins with one of `titles` scores `points` (negative: loses them), per copy. */
  | { readonly kind: 'penalize-plays'; readonly titles: readonly string[]; readonly points: number }
  /** Whenever any crew or Away Team finishes a mission attempt (solved or not), it is stopped (attempt/flow.ts). */
  | { readonly kind: 'stop-after-attempts' }
  /** Holographic safety protocols are suspended: holograms may mortally wound non-holograms in personnel battle (battle/battle.ts). */
  | { readonly kind: 'holograms-may-wound' }
  /** Issue 15 (lead): [Holo] weapons mortally wound where they would stun (verbs-events-c.ts › weaponHurt: Tommygun, '45 Dom Perignon). */
  | { readonly kind: 'holo-weapons-wound' }
  /** Nobody may download a card (special downloads, and cards whose effect downloads have no target: downloads.ts). */
  | { readonly kind: 'no-downloads' }
  /** Each card of these types entering play (reported, downloaded), anyone's, is stopped, unless of `exceptAffiliation` or with `exceptCharacteristic`. */
  | { readonly kind: 'enters-play-stopped'; readonly types: readonly ('Personnel' | 'Ship')[]; readonly exceptAffiliation?: string; readonly exceptCharacteristic?: string };

/** While in play (on either table): more points to win (winning.ts › `pointsNeeded`). */
export type EventsCWinRestriction =
  /** Every player needs `points` more to win (each copy counts), until some player has completed `untilCompleted` missions. */
  { readonly kind: 'extra-points-to-win'; readonly points: number; readonly untilCompleted: number };

/** What a card on your table allows you (joins `Permit`). */
export type EventsCPermit =
  /**
   * Your cards of these affiliations ignore affiliation attack restrictions when they make up the whole
   * attacking force (battle/battle.ts); with `notOpponentsMissions`, a team with any of them may not
   * attempt a mission your opponent seeded (attempt/beginning.ts).
   */
  | { readonly kind: 'ignore-attack-restrictions'; readonly affiliations: readonly string[]; readonly notOpponentsMissions?: boolean }
  /** While you have no cards in hand: when the matching commander of a ship you have in play helps you solve a mission, you score `points` (attempt/flow.ts). */
  | { readonly kind: 'score-when-commander-solves'; readonly points: number }
  /** While you have no cards in hand, your events are immune to cards with these titles (behaviour/play.ts › `immune`). */
  | { readonly kind: 'events-immune-while-hand-empty'; readonly titles: readonly string[] };

/** What must be true before the card may be played (joins `PlayCondition`; play.ts › `checkScriptedPlay`). */
export type EventsCCondition =
  /** The mission at the target location: seeded by you (`yours`), in this quadrant, not a homeworld. */
  {
    readonly kind: 'target-mission';
    readonly yours?: boolean;
    /** Seeded by your opponent. */
    readonly theirs?: boolean;
    readonly quadrant?: 'Alpha' | 'Gamma' | 'Delta' | 'Mirror';
    readonly notHomeworld?: boolean;
    /** In this region, where the mission's owner seeded at least `regionSeededAtLeast` missions. */
    readonly region?: string;
    readonly regionSeededAtLeast?: number;
  };

/** Lying atop a mission, what changes for attempts there (attempt/flow.ts). */
export type EventsCMissionRule =
  /** Your opponent's attempts of this mission must meet `requirement` (requirement grammar) instead of the mission's own. */
  { readonly kind: 'opponent-requirements'; readonly requirement: string };

/** Limits (joins `Limit`). */
export type EventsCLimit =
  /** Once each game per title of the target card, per player ("once per game per Ship card title"). */
  { readonly kind: 'once-per-game-per-target-title' };

/** The words of this pass the catalogue test cannot read from a handler table. */
export const EVENTS_C_WORDS: readonly string[] = [
  'target:your-ship-to-cloak',
  'target:your-ship-matching',
  'target:undamaged-ship-near-region',
  'limit:once-per-game-per-target-title',
  'target:your-ship-with-aboard-to-location',
  'condition:target-mission',
 'restriction:enters-play-stopped', 'restriction:no-downloads', 'restriction:holograms-may-wound', 'restriction:holo-weapons-wound', 'restriction:stop-after-attempts', 'restriction:opponent-requirements', 'restriction:kill-small-planet-teams', 'restriction:penalize-plays', 'restriction:extra-points-to-win', 'permit:events-immune-while-hand-empty', 'permit:score-when-commander-solves', 'permit:ignore-attack-restrictions'];
