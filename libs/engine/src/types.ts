/**
 * The engine's data: game state, commands (what a player asks), events (facts), views.
 * Everything is plain JSON. Zones are named by string keys (see zones.ts); every card instance is
 * in exactly one zone (card conservation).
 */
import type { Card, Quadrant } from '@captains-log/cards';
import type { RngState } from './prng';
import type { BattleCommand, BattleEvent, BattleState, ShipBattleRecord } from './battle/types-battle';
import type { WindowsAction, WindowsCommand, WindowsEvent, WindowsPending } from './behaviour/vocabulary-windows';
import type { AwaitedChoice, ChoiceCommand, ChoiceEvent } from './behaviour/vocabulary-choices';
import type { TurnStartEvent } from './behaviour/turn-start-offers';
import type { SelfControlledEvent, SelfControlState } from './behaviour/self-controlled-facts';
import type { ControlEntry, ControlEvent } from './behaviour/control-facts';
import type { AssimilationEvent } from './behaviour/assimilation-facts';
import type { AssimilationRecord } from './behaviour/assimilated-cards';
import type { CaptiveEvent, HeldRelease } from './behaviour/captive-facts';
import type { StoredEvent } from './behaviour/stored-facts';
import type { InfiltrationCommand, InfiltrationEvent, InfiltrationState } from './behaviour/infiltration-facts';
import type { QFlashEvent, QFlashState } from './behaviour/q-flash-facts';
import type { MissionReportState, NorState, SiteCommand, SiteEvent } from './behaviour/site-facts';
import type { TimeEvent } from './behaviour/time-facts';
import type { StasisEvent, StasisHold } from './behaviour/stasis-facts';
import type { DelayedDeath, DelayedDeathEvent } from './behaviour/delayed-deaths';

export type { BattleCommand, BattleEvent, BattleState } from './battle/types-battle';

export type PlayerId = 'p1' | 'p2';
export const PLAYERS: readonly PlayerId[] = ['p1', 'p2'];
export const DIRECTOR = 'director' as const;
export type Actor = PlayerId | typeof DIRECTOR;

export type Phase = 'setup' | 'doorway' | 'mission' | 'dilemma' | 'facility' | 'play' | 'ended';
export type DilemmaStage = 1 | 2 | 3 | 4;
export type TurnStage = 'card-play' | 'orders';

export interface CardInstance {
  readonly iid: string;
  readonly blueprint: string;
  readonly owner: PlayerId;
  readonly zone: string;
  /** Face-up cards are public (subject to the zone's own visibility). */
  readonly faceUp: boolean;
  /** Set when a card is stopped (until the end of the turn). 1E rulebook › GETTING HURT › STOPPED. */
  readonly stopped?: boolean;
  /** A longer stop ("until the end of your next turn"): restored only at the end of this turn number (issue 15). */
  readonly stoppedUntil?: number;
  /** Recorded when seeded, resolved when revealed (issue 5). 1E rulebook › ATTEMPT A MISSION › MIS-SEEDS. */
  readonly misSeed?: string;
  /** Countdown counter. 1E rulebook › END OF TURN › COUNTDOWNS. */
  readonly countdown?: number;
  /** 1E rulebook › GETTING HURT › DISABLED (issue 5). */
  readonly disabled?: boolean;
  /** Rotation damage markers on a ship (1E rulebook › DAMAGE AND REPAIRS › ROTATION DAMAGE). */
  readonly damage?: number;
  /** Issue 15 (helper tactics): HULL damage in percent from Tactics lying on a ship as damage markers (behaviour/battle-tactics.ts). */
  readonly hull?: number;
  /** The turn a card with timed triggers was played in (behaviour/timed.ts). */
  readonly playedTurn?: number;
  /** Issue 15: a ship cloaked or phased (1E rulebook › CLOAK; behaviour/ship-equipment.ts), and the turn it last cloaked or decloaked. */
  readonly cloak?: 'cloaked' | 'phased';
  readonly cloakTurn?: number;
  /** Issue 15 (behaviour/landing.ts): a ship whose text limits landing — the turn it last landed or took off, and how often it did. */
  readonly landingTurn?: number;
  readonly landings?: number;
  readonly takeOffs?: number;
  /** Issue 15 (Distortion of Space/Time Continuum): the ship this personnel or equipment left for a planet surface (beamed or walked down); cleared by any other move. */
  readonly awayFrom?: string;
  /** A captive held by abduction, not capture (behaviour/captives.ts › capture; 1E rulebook › Borg Rule: Abduction); cleared by any other move. */
  readonly abducted?: true;
  /** Issue 15 (behaviour/stasis.ts): in stasis (also stopped and disabled meanwhile). 1E rulebook › GETTING HURT › STASIS. */
  readonly stasis?: StasisHold;
  /** Issue 15 (behaviour/delayed-deaths.ts): its death was delayed until the end of this turn. */
  readonly diesAfterTurn?: DelayedDeath;
  /** Issue 15 (helper ds9mirror): the turn it was killed on; kept only while it stays where it went (behaviour/fallen-last-turn.ts). */
  readonly killedTurn?: number;
  /** Issue 15 (helper battle): the separate battles this equipment fought in like a personnel, while in play (behaviour/battle-equipment.ts). */
  readonly battlesUsed?: number;
  /** Issue 15 (helper partners): a site at which ore has been processed while it stays in play (behaviour/ore-overloads.ts). */
  readonly oreProcessed?: true;
  /** Issue 15 (helper partners): disabled until its owner has a personnel with this skill present (behaviour/em-surges.ts). */
  readonly disabledUntil?: string;
}

export interface Location {
  readonly id: string;
  readonly quadrant: Quadrant;
  /** Location name used to detect shared missions (title without "II"). */
  readonly name: string;
  readonly region?: string;
  /** Mission cards at this location; index 0 is the original, index 1 a shared copy placed on top. */
  readonly missions: readonly string[];
  /** Issue 15 (behaviour/places.ts): a location inserted by a card that is not a mission (Gaps in Normal Space) has its own span. */
  readonly span?: number;
  /** Issue 15 (time locations, behaviour/time-facts.ts): a time location — on no spaceline, paired with its corresponding spaceline location. */
  readonly time?: { readonly corresponds: string };
  /** Issue 15 (events of later sets): a mission attempt has begun here (an "unattempted mission" is one without it). */
  readonly attempted?: true;
  /** Issue 15 (helper tail1): how many mission attempts (not scoutings) each player has begun here ("your first mission attempt here": attempt-start-downloads.ts). */
  readonly attemptsBy?: Readonly<Partial<Record<PlayerId, number>>>;
}

export interface Awaiting {
  readonly player: PlayerId;
  readonly kind:
    | 'seed-doorways'
    | 'place-mission'
    | 'seed-dilemmas'
    | 'seed-facility'
    | 'turn'
    | 'respond-to-manual-effect'
    | 'dilemma-choice'
    /** An encountered dilemma the engine cannot carry out: its effect is declared by the encountering player's opponent. */
    | 'resolve-dilemma'
    /** A response window: respond to the action just initiated, or pass. */
    | 'respond'
    /** Issue 15: a ship battle's attacked player declares return fire (or none). */
    | 'return-fire'
    /** Issue 15 (premiere-windows): put the cards just looked at in order (`ArrangeCards`; options: the zone). */
    | 'arrange-cards'
    /** Issue 15 (choices): choose among cards looked at or revealed (`MakeChoice`; behaviour/choices.ts). */
    | 'make-choice'
    /** Issue 15 (helper forced): initiate the battle a card requires now (or decline it where allowed: behaviour/forced-battles.ts). */
    | 'initiate-battle';
  readonly options?: readonly string[];
}

export interface Score {
  /** Non-bonus points (missions and the like). */
  readonly points: number;
  /** Bonus points (1E rulebook › LEAVING PLAY › bonus point box; WINNING THE GAME cap). */
  readonly bonus: number;
}

export type ResultType = 'full-win' | 'modified-win' | 'draw';
export type EndReason = 'victory' | 'simultaneous-victory' | 'decks-empty' | 'concession' | 'time-called' | 'game-loss' | 'disqualification';

export interface GameResult {
  readonly winner: PlayerId | null;
  readonly type: ResultType;
  readonly reason: EndReason;
  /** Score as played. */
  readonly score: Record<PlayerId, number>;
  /** Official score for tournaments (100-0 after concession or both decks empty). */
  readonly officialScore: Record<PlayerId, number>;
}

export interface TurnState {
  readonly number: number;
  readonly player: PlayerId;
  readonly stage: TurnStage;
  readonly normalCardPlayUsed: boolean;
  /** Personnel beamed to or from a planet surface this turn, per location with a beam limit (issue 15). */
  readonly beamedAt?: Readonly<Record<string, number>>;
  /** A second normal card play (Horga'hn, issue 15) was used this turn. */
  readonly extraPlayUsed?: boolean;
  /** Set once a report used the normal card play: true while only reports used it (Red Alert!, issue 15). */
  readonly reportsOnly?: boolean;
  /** Issue 15 (missions): mission cards a card reported to for free this turn (behaviour/missions-reports.ts, "once each turn"). */
  readonly missionFreeReports?: readonly string[];
  /** Issue 15 (events of later sets): the turn player had no cards in hand as the turn began ("if you had no cards in hand when your turn began"). */
  readonly handEmptyAtStart?: true;
  /** Issue 15 (turn-start choices): cards whose optional start-of-turn action is still to be offered this turn (behaviour/turn-start-offers.ts). */
  readonly startOffers?: readonly string[];
  /** RANGE spent this turn, per ship. 1E rulebook › EXECUTING ORDERS › FLY A STARSHIP. */
  readonly rangeUsed: Readonly<Record<string, number>>;
  /** Issue 15 (sites): cards that walked from site to site this turn (they may not walk again: behaviour/sites.ts). */
  readonly siteWalkers?: readonly string[];
  /** Issue 15 (helper domir): cards reported for duty this turn, by either player (`CardReported`; behaviour/report-limits.ts). */
  readonly reported?: readonly string[];
}

export interface PendingManualEffect {
  readonly id: string;
  readonly player: PlayerId;
  readonly source: string;
  readonly description: string;
  readonly primitives: readonly Primitive[];
}

/** A choice a dilemma asks for during a mission attempt (1E rulebook › ATTEMPT A MISSION › ENCOUNTERING DILEMMAS). */
export interface PendingChoice {
  readonly player: PlayerId;
  readonly purpose: string;
  readonly options: readonly string[];
  /** How many options to pick (fewer when fewer exist). */
  readonly pick: number;
  /** Already selected before the choice (e.g. the clear highest before a tie). */
  readonly preset?: readonly string[];
}

/** The mission attempt in progress (a group action: 1E rulebook › ATTEMPT A MISSION › BEGINNING A MISSION ATTEMPT). */
export interface AttemptState {
  readonly player: PlayerId;
  readonly location: string;
  /** The attempting ship (space and dual missions). */
  readonly ship: string | null;
  /** An Away Team on the surface attempts (planet and dual missions). */
  readonly planet: boolean;
  /** The dilemma being encountered, its team, the next effect step, whether a condition failed. */
  readonly dilemma: string | null;
  readonly team: 'crew' | 'away-team' | null;
  readonly step: number;
  readonly failed: boolean;
  readonly choice: PendingChoice | null;
  /** Cards picked by earlier steps of the current dilemma (e.g. the two strongest). */
  readonly picked: readonly string[];
  /** The encountered dilemma waiting for its effect to be declared by a manual effect (issue 15: no silent skips). */
  readonly manualDilemma?: { readonly card: string; readonly declarer: PlayerId; readonly step: number };
  /** Dilemmas in play here still to be faced at the start of this attempt (Punishment Box). */
  readonly startPending?: readonly string[];
  /** Issue 15 (behaviour/phased.ts): the attempting Away Team is the phased one (personnel phased here by a dilemma). */
  readonly phased?: true;
  /** Issue 15 (behaviour/scouting.ts): a scouting attempt for this objective (ends without solving). */
  readonly scout?: string;
  /** Issue 15 (qflash; behaviour/q-flash.ts): the Q-Flash in progress; the source dilemma waits here meanwhile. */
  readonly qFlash?: QFlashState;
  /** Issue 15 (qflash): how many personnel each team began the attempt with (It's a Party!). */
  readonly beganWith?: { readonly crew: number; readonly 'away-team': number };
  /** Issue 15 (helper tail1): the attempting ship's crew as the attempt began (behaviour/crew-solves.ts: "crew included … at start of attempt"). */
  readonly beganCrew?: readonly string[];
  /** Issue 15 (helper partials): the attempting Away Team as the attempt began (behaviour/unprepared-points.ts: "at start of attempt"). */
  readonly beganAwayTeam?: readonly string[];
  /** Issue 15 (windows): who the dilemma being encountered killed or stopped so far (behaviour/attempt-windows-facts.ts). */
  readonly hurt?: import('./behaviour/vocabulary-attempt-windows').HurtRecord;
}

/** A dilemma that stays in play after its encounter (placed on a mission, ship or personnel; cures, countdowns). */
export interface OngoingDilemma {
  readonly dilemma: string;
  /** The player whose cards it affects (the one who encountered it). */
  readonly player: PlayerId;
  readonly on: 'mission' | 'ship' | 'personnel';
  readonly host: string;
  readonly location: string;
  /** Personnel it was encountered by / targets (REM Fatigue, Hyper-Aging, Hunter Probe...). */
  readonly affected: readonly string[];
  readonly countdown?: number;
}

/**
 * A response window (issue 15): the action just initiated (a card played) waits while `player`, the
 * other player, may respond or pass (1E rulebook › THE PLAY PHASE › Alternating Actions; Clarifications:
 * Valid responses › When Responses Happen). Its effects resolve when the window closes, unless nullified.
 */
export interface ResponseWindow {
  /** `card-played`: a card just played from hand; `dilemma-encountered`: a dilemma just encountered in an attempt; `mission-solved`: a mission just solved (`card` is the mission card). */
  readonly action: 'card-played' | 'dilemma-encountered' | 'mission-solved' | 'personnel-killed' | 'personnel-captured' | 'battle-initiated' | 'battle-ended' | WindowsAction;
  readonly card: string;
  /** `personnel-killed` (`personnel-captured`): every personnel killed (captured) by the command (`card` is the first); `card-drawn`: every card just drawn (`card` is the last); `mission-solved` (issue 15, eie): the personnel who helped solve it. */
  readonly cards?: readonly string[];
  /** Issue 15 (battle2): `personnel-killed`: the zone each of `cards` was killed in (same order), and those killed in a battle (behaviour/kills-outside-battle.ts). */
  readonly killedFrom?: readonly string[];
  readonly killedInBattle?: readonly string[];
  /** Issue 15 (helper roa): `personnel-killed`: the recorded source of each kill (same order as `cards`: a card id, or `battle`). */
  readonly killedBy?: readonly string[];
  readonly by: PlayerId;
  readonly player: PlayerId;
  /** The card's target; issue 15 (partials-iob): `mission-solved`: the attempting ship, when a ship's crew attempted. */
  readonly target?: string;
  /** Issue 15 (helper terok): `facility-commandeered`: the title the Nor showed as it was commandeered (before it turned over: behaviour/nor-sides.ts). */
  readonly commandeeredAs?: string;
  readonly nullified?: boolean;
  /** Issue 15 (modes): the way the card was played and whether its "may" parts were declined (behaviour/modes.ts). */
  readonly mode?: number;
  readonly declined?: true;
  /** Issue 15 (lead, twentieth session): played its manual way: nothing scripted resolves as the window closes (behaviour/manual-ways.ts). */
  readonly manualWay?: true;
  /** Issue 15 (premiere-windows): a `card-reported` window's report used the normal card play. */
  readonly normalCardPlay?: true;
  /** Issue 15 (windows): a `dilemma-resolved` window's location and the personnel its dilemma killed and stopped (behaviour/attempt-windows.ts). */
  readonly hurt?: import('./behaviour/vocabulary-attempt-windows').DilemmaHurt;
  /** Issue 15 (helper random): a `personnel-beamed` window's origin (behaviour/transport-phobia.ts; `target`: where they went). */
  readonly beamedFrom?: string;
  /** Issue 15 (helper windows): a `points-scored` window's bonus points (behaviour/scored-windows.ts). */
  readonly points?: number;
}

export interface GameState {
  readonly schema: 1;
  readonly gameId: string;
  readonly phase: Phase;
  readonly names: Record<PlayerId, string>;
  readonly startingPlayer: PlayerId | null;
  readonly seedCommitment: string;
  /** Never shown in a player's view until the game has ended. */
  readonly secret: { readonly seed: string; readonly rng: RngState; readonly rewindSeeds?: readonly string[] };
  readonly blueprints: Readonly<Record<string, Card>>;
  readonly cards: Readonly<Record<string, CardInstance>>;
  readonly zones: Readonly<Record<string, readonly string[]>>;
  readonly locations: Readonly<Record<string, Location>>;
  readonly spacelines: Readonly<Partial<Record<Quadrant, readonly string[]>>>;
  readonly awaiting: readonly Awaiting[];
  readonly dilemmaStage: DilemmaStage | null;
  /** Shared missions still to be seeded in stage 2 (location ids, spaceline order). */
  readonly sharedQueue: readonly string[];
  /** Players who finished the current seed step (simultaneous steps and passes). */
  readonly finished: Readonly<Partial<Record<PlayerId, boolean>>>;
  readonly turn: TurnState | null;
  readonly turnsTaken: Record<PlayerId, number>;
  readonly score: Record<PlayerId, Score>;
  /** Locations whose mission each player completed (filled by mission solving, issue 5). */
  readonly completed: Record<PlayerId, readonly string[]>;
  readonly pendingManual: PendingManualEffect | null;
  /** Issue 5: the mission attempt in progress, dilemmas in play, missions a player may not solve (own mis-seed). */
  readonly attempt: AttemptState | null;
  readonly ongoing: Readonly<Record<string, OngoingDilemma>>;
  readonly noSolve: Record<PlayerId, readonly string[]>;
  /** Disputed manual effects not yet resolved by a ruling (source and primitives kept for the judge). */
  readonly disputes: readonly Dispute[];
  readonly timeCalled: { readonly duringTurn: number | null } | null;
  /** Issue 15: the turn number in which a player last used a "once per turn" card title (key `player|title`). */
  readonly abilityUses?: Readonly<Record<string, number>>;
  /** Issue 15 (lead): releases made while the game was not free, waiting for a table card's answer (behaviour/release-rewards.ts). */
  readonly releasesToAnswer?: readonly HeldRelease[];
  /** Issue 15 (lead): each player's Contender (behaviour/contender.ts). */
  readonly contenders?: Readonly<Partial<Record<PlayerId, import('./behaviour/contender').ContenderRecord>>>;
  /** Issue 15 (helper outside): personnel revealed, as they were killed, to have been a queen a card names (card → name; behaviour/stored-copies.ts). */
  readonly queens?: Readonly<Record<string, string>>;
  /** Issue 15 (helper tail5): personas no player may report for duty again (behaviour/succession-duels.ts: Klingon Painstik). */
  readonly reportBans?: readonly string[];
  /** Issue 15 (lead): a free play a card's effect opened for the player's next command (behaviour/immediate-free-plays.ts). */
  readonly immediateFreePlay?: import('./behaviour/immediate-free-plays').ImmediateFreePlay;
  /** Issue 15 (helper borgobj): the first turn each player encountered a dilemma of each title (`player|title`; behaviour/adapt-conditions.ts). */
  readonly dilemmasFaced?: Readonly<Record<string, number>>;
  /** Issue 15 (lead): `player|affiliation` → the locations where that player's personnel of that affiliation faced a dilemma (behaviour/dilemma-places.ts). */
  readonly dilemmaPlaces?: Readonly<Record<string, readonly string[]>>;
  /** Issue 15 (helper bogborg): `player|title` → the turns of that player's last two encounters of the title, older first (behaviour/relentless-adapt.ts). */
  readonly dilemmasFacedTurns?: Readonly<Record<string, readonly number[]>>;
  /** Issue 15, third pass: the option selected on a card in play (card instance → option), until re-selected. */
  readonly selected?: Readonly<Record<string, string>>;
  /** Issue 15: open response windows, innermost last. */
  readonly windows?: readonly ResponseWindow[];
  /** Issue 15: the battle in progress (battle/battle.ts). */
  readonly battle?: BattleState | null;
  /** Issue 15 (premiere-control): roaming self-controlling cards halted for a turn (behaviour/self-controlled.ts). */
  readonly selfControl?: SelfControlState;
  /** Issue 15 (premiere-control): cards under another player's control (card → owner, until): behaviour/control-facts.ts. */
  readonly control?: Readonly<Record<string, ControlEntry>>;
  /** Issue 15: the personnel battle that just ended (for responses to it: battle/battle.ts). */
  readonly lastBattle?: { readonly zone: string; readonly attacker: PlayerId; readonly winner: PlayerId | null; readonly killed: readonly string[]; readonly hurtBy?: Readonly<Record<string, string>> } | null;
  /** Issue 15 (battle-cards): the ship battle that just ended (behaviour/after-ship-battle.ts). */
  readonly lastShipBattle?: ShipBattleRecord | null;
  /** Issue 15 (helper history): per ship, what it, its crew and its Away Teams did (behaviour/ship-history.ts; written by evolve). */
  readonly shipHistory?: Readonly<Record<string, import('./behaviour/ship-history').ShipHistory>>;
  /** Issue 15 (helper trophies): points each card scored as "worth" points while it is in play, by card (PointsScored.held; behaviour/trophies.ts). */
  readonly heldPoints?: Readonly<Record<string, number>>;
  /** Issue 15: the turn number of the last attack on a player at a location (key `player|location`), for counter-attacks. */
  readonly attacked?: Readonly<Record<string, number>>;
  /**
   * Issue 15 (helper battle): every card a player's battle was ever initiated against — the targeted personnel of a personnel
   * battle, the targeted ship or facility of a ship battle — with the player who first initiated one (behaviour/attacked-permits.ts).
   */
  readonly attackedCards?: Readonly<Record<string, PlayerId>>;
  /** Issue 15: the turn number each docked ship docked in (battle/repair.ts: rotation damage repaired after two full turns). */
  readonly dockedAt?: Readonly<Record<string, number>>;
  /** Issue 15: players who pass response windows explicitly (default: automatic pass, on the record). */
  readonly explicitPass?: Partial<Record<PlayerId, boolean>>;
  /** Issue 15 (windows): players passing explicitly at every window, those of behaviour/attempt-windows.ts and assimilation-windows.ts too. */
  readonly explicitEvery?: Partial<Record<PlayerId, boolean>>;
  /** Issue 15 (premiere-windows): a deck to put in order, a card play owed (behaviour/windows-draws.ts). */
  readonly windowsPending?: WindowsPending;
  /** Issue 15 (choices): a choice made after cards are looked at, waiting for its chooser (behaviour/choices.ts). */
  readonly pendingChoice?: AwaitedChoice | null;
  /** Issue 15 (helper forced): a battle a card requires of a player now (behaviour/forced-battles.ts). */
  readonly forcedBattle?: import('./behaviour/forced-battles').ForcedBattle | null;
  /** Issue 15 (downloads): special download icons spent, once per game (key `player|card title|icon index`). */
  readonly specialDownloadsUsed?: Readonly<Record<string, true>>;
  /** Issue 15 (downloads): the turn number in which a player last downloaded a personnel (the personnel download limit). */
  readonly personnelDownloadTurn?: Partial<Record<PlayerId, number>>;
  /** Issue 15 (borg objectives): each Borg-Only Objective's target and scouting (behaviour/scouting.ts). */
  readonly objectives?: Readonly<Record<string, ObjectiveRecord>>;
  /** Issue 15 (borg objectives): the owners of ships destroyed in space at each location (Salvage Starship). */
  readonly shipsDestroyedAt?: Readonly<Record<string, readonly PlayerId[]>>;
  /** Issue 15 (borg): the cards assimilated, how and by whom (behaviour/assimilation.ts; read by card-facts.ts › blueprintOf). */
  readonly assimilated?: Readonly<Record<string, AssimilationRecord>>;
  /** Issue 15 (borg): the locations whose planet is assimilated (no mission attempt there). */
  readonly assimilatedPlanets?: readonly string[];
  /** Issue 15 (borg objectives): the turn number of the last battle at each location. */
  readonly battledAt?: Readonly<Record<string, number>>;
  /** Issue 15 (helper roa, helper records): the cards each player has seeded and played, and the quadrants their cards have been in (behaviour/card-record.ts). */
  readonly cardRecord?: import('./behaviour/card-record').CardRecord;
  /** Issue 15 (infiltration): the cards infiltrating an opponent's crew or Away Team (behaviour/infiltration-facts.ts). */
  readonly infiltration?: InfiltrationState;
  /** Issue 15 (sites): Nors changed by play — affiliation after a commandeering, the title shown once flipped (behaviour/site-facts.ts). */
  readonly nors?: NorState;
  /** Issue 15 (site text): what each player may file a mission report for (behaviour/site-facts.ts, mission-reports.ts). */
  readonly missionReports?: MissionReportState;
  /** Issue 15 (helper domir): the players who have begun a mission attempt this game (not a scouting), first first. */
  readonly attemptedBy?: readonly PlayerId[];
  readonly result: GameResult | null;
  readonly eventCount: number;
  readonly nextId: number;
  /** The judge's ledger (judge.ts): calls, pause, rulings, rewinds, seal. Never rewound. */
  readonly judge: JudgeState;
}

/** A Borg-Only Objective's long-term target and the turns it was scouted (first) and scouting completed. */
export interface ObjectiveRecord {
  readonly target: string;
  readonly scouted?: number;
  readonly completed?: number;
}

export interface Dispute {
  readonly effect: string;
  readonly by: PlayerId;
  readonly reason: string;
  readonly source?: string;
  readonly description?: string;
  readonly primitives?: readonly Primitive[];
}

export type JudgeCallState = 'open' | 'taken' | 'ruled';

export interface JudgeCall {
  readonly id: string;
  readonly by: PlayerId;
  /** the event revision the caller points at, if any */
  readonly revision: number | null;
  readonly text: string;
  /** revision of the JudgeCalled fact */
  readonly at: number;
  readonly state: JudgeCallState;
  readonly takenBy?: string;
  readonly rulings: readonly string[];
}

/** A rewind: events after `to` up to (not including) `at` are rewound (kept in the log, not in effect). */
export interface Rewind {
  readonly ruling: string;
  readonly to: number;
  readonly at: number;
  readonly seedCommitment: string;
}

export interface Seal {
  readonly headRevision: number;
  readonly headHash: string;
  readonly signature: string;
  readonly publicKey: string;
}

export interface JudgeState {
  readonly calls: Readonly<Record<string, JudgeCall>>;
  readonly paused: boolean;
  readonly rulings: number;
  readonly rewinds: readonly Rewind[];
  readonly penalties: readonly { readonly ruling: string; readonly player: PlayerId; readonly penalty: Penalty }[];
  readonly sealed: Seal | null;
}

export type Penalty = 'caution' | 'warning' | 'game-loss' | 'disqualification';

/** What a ruling does (DESIGN.md › Judges). The rewind's seed is fresh randomness from the service. */
export type Remedy =
  | { readonly kind: 'none' }
  | { readonly kind: 'correct'; readonly primitives: readonly JudgePrimitive[] }
  | { readonly kind: 'resolve-dispute'; readonly effect: string; readonly apply: boolean }
  | { readonly kind: 'rewind'; readonly to: number; readonly seed: string }
  | { readonly kind: 'penalty'; readonly player: PlayerId; readonly penalty: Penalty };

/** A remedy as recorded in RulingMade (a rewind's seed stays secret: only its commitment is public). */
export type RecordedRemedy = Exclude<Remedy, { kind: 'rewind' }> | { readonly kind: 'rewind'; readonly to: number };

/** The game at a revision without what a rewind keeps (the judge's ledger, card definitions, counters, randomness). */
export type GameSnapshot = Omit<GameState, 'blueprints' | 'judge' | 'eventCount' | 'nextId' | 'secret' | 'seedCommitment'>;

// ---------------------------------------------------------------------------------------------
// Deck input

export interface DeckCard {
  readonly card: Card;
  readonly count: number;
  readonly zone: 'seed' | 'draw' | 'side';
}

export interface PlayerSetup {
  readonly name: string;
  readonly deck: readonly DeckCard[];
  /**
   * Issue 15 (helper outside): cards the player brings from outside the game — not part of the deck, never drawn or
   * counted, kept face down in `outside:<player>` (seen by their owner) until a card fetches one "from outside the game"
   * (behaviour/outside-the-game.ts). 1E rulebook › OUT-OF-PLAY (conceptually outside the game).
   */
  readonly outside?: readonly { readonly card: Card; readonly count: number }[];
}

// ---------------------------------------------------------------------------------------------
// Commands

/** Primitive effects for manual (not yet automated) card text. DESIGN.md › manual effects. */
export type Primitive =
  | { readonly kind: 'move'; readonly card: string; readonly to: 'hand' | 'discard' | 'draw-top' | 'draw-bottom' | 'out-of-play' }
  | { readonly kind: 'draw'; readonly player: PlayerId; readonly count: number }
  | { readonly kind: 'score'; readonly player: PlayerId; readonly points: number; readonly bonus: boolean }
  | { readonly kind: 'shuffle'; readonly player: PlayerId }
  | { readonly kind: 'reveal'; readonly card: string }
  | { readonly kind: 'stop'; readonly card: string }
  | { readonly kind: 'kill'; readonly card: string }
  /** Only while resolving an encountered dilemma by hand: its condition was not met, so the attempt fails (1E rulebook › ATTEMPT A MISSION › CONDITIONAL EFFECTS). */
  | { readonly kind: 'fail-attempt' }
  /** Only as a response in a response window: the card just played is nullified (its effects do not happen). */
  | { readonly kind: 'nullify'; readonly card: string };

/** A judge's corrective effect (rulings.ts): the players' primitives and two more. */
export type JudgePrimitive =
  | Primitive
  | { readonly kind: 'unstop'; readonly card: string }
  | { readonly kind: 'place-under'; readonly card: string; readonly location: string; readonly position: 'top' | 'bottom' };

export type Command =
  | { readonly type: 'CreateGame'; readonly actor: 'system'; readonly gameId: string; readonly seed: string; readonly players: readonly [PlayerSetup, PlayerSetup] }
  | { readonly type: 'SeedDoorway'; readonly actor: PlayerId; readonly card: string }
  | { readonly type: 'FinishSeeding'; readonly actor: PlayerId }
  | { readonly type: 'PlaceMission'; readonly actor: PlayerId; readonly position: number }
  | { readonly type: 'SeedUnderMission'; readonly actor: PlayerId; readonly card: string; readonly location: string }
  | { readonly type: 'PassSeeding'; readonly actor: PlayerId }
  | { readonly type: 'SeedFacility'; readonly actor: PlayerId; readonly card: string; readonly location: string }
  /** Issue 15: an objective, incident or event that seeds on the table (facility phase). */
  /** `target` (issue 15): a card whose script seeds it on a card or mission in play (behaviour/seed-on-target.ts); `location`: the older spelling of `target` for a mission, still accepted. */
  | { readonly type: 'SeedOnTable'; readonly actor: PlayerId; readonly card: string; readonly target?: string; readonly location?: string }
  | { readonly type: 'ReportForDuty'; readonly actor: PlayerId; readonly card: string; readonly facility: string }
  /** Issue 15 (personnel, second half): a personnel reports where its own or another card's special skill says (`to`: an aboard zone or a planet surface). */
  /** Issue 15 (personnel, second half): a personnel's special skill nullifies a card (`skill`: the index of its `skillNullifies`). */
  | { readonly type: 'NullifyBySkill'; readonly actor: PlayerId; readonly source: string; readonly skill: number; readonly target: string }
  /** `target`: what a scripted card is played on (a player id or a card instance), see behaviour/vocabulary.ts › TargetSpec. */
  /** Issue 15 (modes): `mode` the way of playing it (0 its own play, n its `modes[n-1]`), `decline` its "may" parts (behaviour/modes.ts). */
  /** Issue 15 (lead, twentieth session): `manualWay` plays it the way its script leaves to manual effects (behaviour/manual-ways.ts). */
  | { readonly type: 'PlayCard'; readonly actor: PlayerId; readonly card: string; readonly target?: string; readonly mode?: number; readonly decline?: true; readonly manualWay?: true }
  | { readonly type: 'BeginOrders'; readonly actor: PlayerId }
  | { readonly type: 'Beam'; readonly actor: PlayerId; readonly cards: readonly string[]; readonly to: string; readonly via: string }
  | { readonly type: 'Walk'; readonly actor: PlayerId; readonly cards: readonly string[]; readonly to: string }
  | { readonly type: 'Dock'; readonly actor: PlayerId; readonly ship: string; readonly facility: string }
  | { readonly type: 'Undock'; readonly actor: PlayerId; readonly ship: string }
  | { readonly type: 'Fly'; readonly actor: PlayerId; readonly ship: string; readonly to: string; /** Issue 15 (lead): a ship towed along (behaviour/tractor-beams.ts). */ readonly tow?: string }
  | { readonly type: 'Land'; readonly actor: PlayerId; readonly ship: string }
  | { readonly type: 'TakeOff'; readonly actor: PlayerId; readonly ship: string }
  /** `discard` / `guess`: what a card demands before the turn ends (a card discarded; a card type guessed for a card of the opponent's hand) (behaviour/end-turn-premiere.ts). */
  /** `decline` (issue 15, modes): the player declines the "may" parts of their end-of-turn triggers (behaviour/modes.ts). */
  | { readonly type: 'EndTurn'; readonly actor: PlayerId; readonly discard?: string; readonly guess?: { readonly type: string; readonly card: string }; readonly decline?: true }
  | { readonly type: 'DeclareManualEffect'; readonly actor: PlayerId; readonly source: string; readonly description: string; readonly primitives: readonly Primitive[] }
  | { readonly type: 'RespondToManualEffect'; readonly actor: PlayerId; readonly accept: boolean; readonly reason?: string }
  | { readonly type: 'Concede'; readonly actor: PlayerId }
  | { readonly type: 'CallTime'; readonly actor: typeof DIRECTOR }
  /** `scout` (issue 15, borg objectives): a scouting attempt for this objective of the actor's (behaviour/scouting.ts). */
  | { readonly type: 'AttemptMission'; readonly actor: PlayerId; readonly location: string; readonly ship?: string; readonly scout?: string }
  | { readonly type: 'ChooseForDilemma'; readonly actor: PlayerId; readonly chosen: readonly string[] }
  | { readonly type: 'CureDilemma'; readonly actor: PlayerId; readonly dilemma: string }
  /** Issue 15 (activations): use an ability of a card of yours in play (behaviour/activations.ts). */
  | { readonly type: 'ActivateCard'; readonly actor: PlayerId; readonly card: string; readonly ability: string; readonly target?: string }
  /** Issue 15 (personnel): special reporting a personnel permits (behaviour/reporting.ts); `to`: the zone reported to. */
  | { readonly type: 'SpecialReport'; readonly actor: PlayerId; readonly card: string; readonly to: string }
  /** Issue 15, third pass: use a card in play that lets its owner select one of its options (behaviour/select-incidents.ts). */
  | { readonly type: 'UseCard'; readonly actor: PlayerId; readonly card: string; readonly option: string }
  // judges (judge.ts, rulings.ts); `judge` names the account acting as judge
  | { readonly type: 'CallJudge'; readonly actor: PlayerId; readonly revision?: number; readonly text: string }
  | { readonly type: 'TakeJudgeCall'; readonly actor: typeof DIRECTOR; readonly call: string; readonly judge: string }
  | { readonly type: 'PauseGame'; readonly actor: typeof DIRECTOR; readonly reason?: string }
  | { readonly type: 'ResumeGame'; readonly actor: typeof DIRECTOR }
  | {
      readonly type: 'MakeRuling';
      readonly actor: typeof DIRECTOR;
      readonly judge: string;
      readonly call?: string;
      readonly decision: string;
      readonly rule: string;
      readonly remedy: Remedy;
    }
  | { readonly type: 'SealGame'; readonly actor: 'system'; readonly headRevision: number; readonly headHash: string; readonly signature: string; readonly publicKey: string }
  /**
   * Issue 15 (downloads): use the special download icon number `icon` of `source` (your card in play) to
   * download the card titled `target` from your draw deck (or hand) and play it at once "here": `to`
   * (a zone at the source's location; default: with the source); `cardTarget`: the target of a
   * scripted card downloaded (behaviour/downloads.ts).
   */
  | { readonly type: 'SpecialDownload'; readonly actor: PlayerId; readonly source: string; readonly icon: number; readonly target: string; readonly to?: string; readonly cardTarget?: string }
  /** Issue 15: close the response window offered to you without responding. */
  | { readonly type: 'PassResponse'; readonly actor: PlayerId }
  /** Issue 15: pass every response window automatically (`on`, the default) or explicitly. */
  /** Issue 15 (windows): `every` (with `on: false`): pass explicitly at every window, the attempt and assimilation windows too (behaviour/attempt-windows.ts). */
  | { readonly type: 'SetAutoPass'; readonly actor: PlayerId; readonly on: boolean; readonly every?: true }
  /** Issue 15: battle (battle/types-battle.ts). */
  | BattleCommand
  | WindowsCommand
  | ChoiceCommand
  /** Issue 15 (helper forced): behaviour/forced-battles.ts. */
  | import('./behaviour/forced-battles').ForcedBattleCommand
  /** Issue 15 (helper tactics): behaviour/battle-tactics.ts. */
  | import('./behaviour/tactics-facts').TacticCommand
  /** Issue 15 (infiltration): behaviour/infiltration.ts. */
  | InfiltrationCommand
  /** Issue 15 (sites): commandeer a Nor from its Ops (behaviour/sites.ts). */
  | SiteCommand
  /** Issue 15: cloak, phase or decloak a ship with a Cloaking Device / Phasing Cloak (1E rulebook › CLOAK). */
  | { readonly type: 'CloakShip'; readonly actor: PlayerId; readonly ship: string; readonly mode: 'cloak' | 'phase' | 'decloak' }
  /** Issue 15: your ship with a Tractor Beam tows a card lying on the mission where it is (Radioactive Garbage Scow: behaviour/towing.ts). */
  | { readonly type: 'Tow'; readonly actor: PlayerId; readonly ship: string; readonly card: string };

export type CommandType = Command['type'];

// ---------------------------------------------------------------------------------------------
// Events: facts. `rule` names the rule that produced the fact; `secret` holds what no player may
// see while the game runs (PRNG state, the seed) and is stripped by `redactEvent`.

interface Fact {
  readonly rule?: string;
  /** set on every fact a ruling's remedy produced (the ruling's id) */
  readonly ruling?: string;
  readonly secret?: { readonly rng?: RngState; readonly seed?: string };
}

export interface CardSetup {
  readonly iid: string;
  readonly blueprint: string;
  readonly owner: PlayerId;
  readonly zone: string;
}

export type GameEvent = Fact &
  (
    | {
        readonly type: 'GameCreated';
        readonly gameId: string;
        readonly names: Record<PlayerId, string>;
        readonly seedCommitment: string;
        readonly blueprints: Readonly<Record<string, Card>>;
        readonly cards: readonly CardSetup[];
        readonly secret: { readonly seed: string; readonly rng: RngState };
      }
    | { readonly type: 'RandomSelectionMade'; readonly purpose: 'starting-player'; readonly candidates: readonly PlayerId[]; readonly outcome: PlayerId }
    | { readonly type: 'DeckShuffled'; readonly zone: string; readonly order: readonly string[] }
    | { readonly type: 'PhaseBegan'; readonly phase: Phase; readonly awaiting: readonly Awaiting[] }
    | { readonly type: 'DilemmaStageBegan'; readonly stage: DilemmaStage; readonly awaiting: readonly Awaiting[]; readonly sharedQueue?: readonly string[] }
    | { readonly type: 'AwaitingChanged'; readonly awaiting: readonly Awaiting[] }
    | { readonly type: 'PlayerFinishedSeeding'; readonly player: PlayerId }
    | { readonly type: 'CardStaged'; readonly player: PlayerId; readonly card: string; readonly zone: string; readonly misSeed?: string }
    | { readonly type: 'CardsAnnounced'; readonly player: PlayerId; readonly cards: readonly { iid: string; title: string }[]; readonly to: string }
    | {
        readonly type: 'MissionPlaced';
        readonly player: PlayerId;
        readonly card: string;
        readonly location: string;
        readonly quadrant: Quadrant;
        readonly name: string;
        readonly region?: string;
        /** 'new-spaceline' | 'end' | 'region' | 'shared' */
        readonly placement: 'new-spaceline' | 'end' | 'region' | 'shared';
        /** Index in the quadrant's spaceline (for shared: the existing location's index). */
        readonly index: number;
      }
    /** Issue 15 (behaviour/places.ts): a card inserted into the spaceline at `index` as a location of its own, with its span. */
    | { readonly type: 'LocationInserted'; readonly player: PlayerId; readonly card: string; readonly location: string; readonly quadrant: Quadrant; readonly name: string; readonly index: number; readonly span: number }
    | { readonly type: 'CardsSeededUnderMission'; readonly location: string; readonly cards: readonly string[]; readonly position: 'bottom' | 'top' }
    | { readonly type: 'CardSeededUnderMission'; readonly player: PlayerId; readonly card: string; readonly location: string; readonly misSeed?: string }
    | { readonly type: 'SharedMissionSeedingFinished'; readonly location: string }
    | { readonly type: 'FacilitySeeded'; readonly player: PlayerId; readonly card: string; readonly location: string; readonly to?: string }
    | { readonly type: 'CardSeededOnTable'; readonly player: PlayerId; readonly card: string; readonly to: string }
    | { readonly type: 'PlayerPassed'; readonly player: PlayerId }
    | { readonly type: 'SeedCardsPlacedOutOfPlay'; readonly player: PlayerId; readonly cards: readonly string[] }
    | { readonly type: 'CardsDrawn'; readonly player: PlayerId; readonly cards: readonly string[]; readonly reason: 'starting-hand' | 'end-of-turn' | 'manual' | 'dilemma' | 'card-effect' }
    | { readonly type: 'DrawSkipped'; readonly player: PlayerId; readonly reason: 'empty-draw-deck' | 'replaced-by-download' | 'no-draws-this-turn' }
    | { readonly type: 'TurnBegan'; readonly player: PlayerId; readonly number: number }
    | { readonly type: 'CardReported'; readonly player: PlayerId; readonly card: string; readonly facility: string; readonly to: string; readonly normalCardPlay: boolean; readonly extraPlay?: true }
    | { readonly type: 'CardPlayed'; readonly player: PlayerId; readonly card: string; readonly to: string; readonly normalCardPlay: boolean; readonly countdown?: number; readonly turn?: number; readonly extraPlay?: true; readonly manualWay?: true }
    | { readonly type: 'OrdersBegan'; readonly player: PlayerId; readonly cardPlayForfeited: boolean }
    /** `awayFrom` (issue 15): the ship the cards left for a planet surface, when they did (they form that ship's Away Team). */
    | { readonly type: 'CardsBeamed'; readonly player: PlayerId; readonly cards: readonly string[]; readonly from: string; readonly to: string; readonly via: string; readonly awayFrom?: string }
    | { readonly type: 'CardsWalked'; readonly player: PlayerId; readonly cards: readonly string[]; readonly from: string; readonly to: string; readonly awayFrom?: string; readonly betweenSites?: true }
    | { readonly type: 'ShipDocked'; readonly player: PlayerId; readonly ship: string; readonly facility: string }
    | { readonly type: 'ShipUndocked'; readonly player: PlayerId; readonly ship: string; readonly location: string }
    | { readonly type: 'ShipFlew'; readonly player: PlayerId; readonly ship: string; readonly from: string; readonly to: string; readonly path: readonly string[]; readonly range: number }
    /** `limited`/`range` (issue 15): the ship's text limits its landings; `range`: the RANGE it uses. */
    | { readonly type: 'ShipLanded'; readonly player: PlayerId; readonly ship: string; readonly location: string; readonly limited?: true; readonly range?: number }
    | { readonly type: 'ShipTookOff'; readonly player: PlayerId; readonly ship: string; readonly location: string; readonly limited?: true; readonly range?: number }
    | { readonly type: 'CountdownTicked'; readonly card: string; readonly remaining: number }
    | { readonly type: 'CardMoved'; readonly card: string; readonly from: string; readonly to: string; readonly index?: number; readonly faceUp: boolean; readonly manual?: boolean; readonly reason: string }
    | { readonly type: 'CardRevealed'; readonly card: string; readonly manual?: boolean }
    | { readonly type: 'CardStopped'; readonly card: string; readonly manual?: boolean; readonly until?: number }
    | { readonly type: 'StoppedCardsRestored'; readonly cards: readonly string[] }
    | { readonly type: 'PointsScored'; readonly player: PlayerId; readonly points: number; readonly bonus: boolean; readonly source: string; readonly manual?: boolean; /** Issue 15 (helper trophies): points a card in play is worth, kept in `GameState.heldPoints` (behaviour/trophies.ts). */ readonly held?: true }
    | { readonly type: 'TurnEnded'; readonly player: PlayerId; readonly number: number }
    | { readonly type: 'ManualEffectDeclared'; readonly id: string; readonly player: PlayerId; readonly source: string; readonly description: string; readonly primitives: readonly Primitive[] }
    | { readonly type: 'ManualEffectAccepted'; readonly id: string; readonly by: PlayerId }
    | { readonly type: 'ManualEffectDisputed'; readonly id: string; readonly by: PlayerId; readonly reason: string }
    | { readonly type: 'TimeCalled'; readonly duringTurn: number | null }
    | { readonly type: 'GameEnded'; readonly result: GameResult; readonly seed: string; readonly rewindSeeds?: readonly string[] }
    // ---- judges (judge.ts, rulings.ts): DESIGN.md › Judges ----
    | { readonly type: 'JudgeCalled'; readonly call: string; readonly by: PlayerId; readonly revision: number | null; readonly text: string }
    | { readonly type: 'JudgeCallTaken'; readonly call: string; readonly judge: string }
    | { readonly type: 'GamePaused'; readonly reason: string }
    | { readonly type: 'GameResumed' }
    | {
        readonly type: 'RulingMade';
        readonly id: string;
        readonly call: string | null;
        readonly judge: string;
        readonly decision: string;
        /** the rule the ruling applies (the fact's own `rule` is the judges' rule) */
        readonly ruleApplied: string;
        readonly remedy: RecordedRemedy;
        /** for a rewind: cards the players saw after the rewind's revision (they stay known) */
        readonly revealedAfter?: readonly string[];
      }
    | { readonly type: 'ManualEffectResolved'; readonly id: string; readonly applied: boolean }
    | { readonly type: 'GameRewound'; readonly to: number; readonly seedCommitment: string; readonly snapshot: GameSnapshot }
    | { readonly type: 'PenaltyAssessed'; readonly player: PlayerId; readonly penalty: Penalty }
    | { readonly type: 'GameSealed'; readonly headRevision: number; readonly headHash: string; readonly signature: string; readonly publicKey: string }
    // ---- issue 5: mission attempts, dilemmas, solving (1E rulebook › ATTEMPT A MISSION) ----
    | {
        readonly type: 'MissionAttemptBegan';
        readonly player: PlayerId;
        readonly location: string;
        readonly mission: string;
        readonly ship: string | null;
        readonly planet: boolean;
        readonly awayTeam: readonly string[];
        readonly crew: readonly string[];
        /** Dilemmas in play here that act at the start of each attempt (faced before the seed cards; attempt/start-of-attempt-a.ts). */
        readonly startOfAttempt?: readonly string[];
        /** Issue 15 (behaviour/phased.ts): the attempting Away Team is the phased one. */
        readonly phasedTeam?: true;
        /** Issue 15 (behaviour/scouting.ts): a scouting attempt for this objective. */
        readonly scout?: string;
      }
    | { readonly type: 'SeedCardRevealed'; readonly card: string; readonly location: string; readonly owner: PlayerId; readonly title: string; readonly to: string }
    | { readonly type: 'MisSeedPlacedOutOfPlay'; readonly card: string; readonly location: string; readonly owner: PlayerId; readonly reason: string; readonly forbidsSolving: PlayerId | null }
    | { readonly type: 'SeedCardSetAside'; readonly card: string; readonly location: string }
    | { readonly type: 'DilemmaEncountered'; readonly card: string; readonly title: string; readonly location: string; readonly player: PlayerId; readonly team: 'crew' | 'away-team'; readonly present: readonly string[] }
    | {
        readonly type: 'RequirementChecked';
        readonly card: string;
        readonly purpose: 'condition' | 'cure' | 'nullifier' | 'mission' | 'trigger';
        readonly requirement: string;
        readonly verdict: 'met' | 'unmet' | 'undecidable';
        readonly group: readonly string[];
        readonly missing: readonly string[];
      }
    | { readonly type: 'DilemmaChoiceRequested'; readonly card: string; readonly choice: PendingChoice }
    | { readonly type: 'DilemmaChoiceMade'; readonly card: string; readonly player: PlayerId; readonly purpose: string; readonly chosen: readonly string[] }
    | { readonly type: 'RandomCardsSelected'; readonly purpose: string; readonly candidates: readonly string[]; readonly outcome: readonly string[] }
    | { readonly type: 'DilemmaStepResolved'; readonly card: string; readonly step: number; readonly effect: string; readonly conditionFailed: boolean; readonly picked?: readonly string[] }
    | { readonly type: 'DilemmaEncounterEnded'; readonly card: string; readonly failed: boolean }
    // ---- issue 15: the behaviour model (card effects) ----
    | { readonly type: 'CardEffectResolved'; readonly card: string; readonly player: PlayerId; readonly effect: string; readonly target?: string }
    /** Cards shown to one player only (a look at hidden cards); redacted for everyone else (view.ts). */
    | { readonly type: 'CardsShown'; readonly to: PlayerId; readonly zone: string; readonly cards: readonly { readonly iid: string; readonly title: string }[]; readonly source: string }
    | { readonly type: 'ShipRangeRestored'; readonly ship: string; readonly source: string }
    /** The normal card play is available again (the card that used it went back to hand). */
    | { readonly type: 'NormalCardPlayRestored'; readonly player: PlayerId; readonly source: string }
    /** The normal card play is spent by a special skill or an ability of a card in play used in its place (issue 15: behaviour/personnel-actions.ts, activations.ts). */
    | { readonly type: 'NormalCardPlaySpent'; readonly player: PlayerId; readonly source: string }
    /** Personnel beamed at a location whose beaming a card limits (counted for this turn). */
    | { readonly type: 'BeamsCounted'; readonly location: string; readonly count: number; readonly source: string }
    /** The ship may move `range` more this turn (counted as negative RANGE used). */
    | { readonly type: 'ShipRangeExtended'; readonly ship: string; readonly range: number; readonly source: string }
    | { readonly type: 'CardAbilityUsed'; readonly player: PlayerId; readonly title: string; readonly turn: number }
    | { readonly type: 'CardOptionSelected'; readonly player: PlayerId; readonly card: string; readonly option: string }
    /** Issue 15 (activations): an ability of a card in play was used (the record; its costs and effects follow). */
    | { readonly type: 'CardActivated'; readonly player: PlayerId; readonly card: string; readonly ability: string; readonly target?: string }
    | { readonly type: 'ResponseWindowOpened'; readonly window: ResponseWindow }
    | { readonly type: 'ResponseWindowClosed'; readonly card: string; readonly player: PlayerId; readonly how: 'passed' | 'responded'; readonly automatic: boolean }
    | { readonly type: 'PlayNullified'; readonly card: string; readonly by: string }
    /**
     * Issue 15 (downloads): a card found in `from` (draw deck or hand) and played face up to `to`, not as the
     * normal card play. `spent`: the special download icon used (once per game); `personnelTurn`: a
     * personnel download, counted for the personnel download limit in that turn.
     */
    | {
        readonly type: 'CardDownloaded';
        readonly player: PlayerId;
        readonly card: string;
        readonly title: string;
        readonly from: string;
        readonly to: string;
        readonly source: string;
        readonly spent?: string;
        readonly personnelTurn?: number;
        /** As for CardPlayed: a countdown icon's counter, the turn a card with timed triggers entered play. */
        readonly countdown?: number;
        readonly turn?: number;
        /** Issue 15 (personnel, second half): downloaded "in place of your normal card play", which it spends. */
        readonly normalCardPlay?: true;
      }
    | { readonly type: 'AutoPassSet'; readonly player: PlayerId; readonly on: boolean; readonly every?: true }
    | { readonly type: 'DilemmaManualResolutionRequested'; readonly card: string; readonly declarer: PlayerId; readonly step: number; readonly reason: string }
    | { readonly type: 'DilemmaManuallyResolved'; readonly card: string; readonly effect: string; readonly accepted: boolean; readonly failed: boolean }
    | {
        readonly type: 'CardLeftPlay';
        readonly card: string;
        readonly from: string;
        readonly to: string;
        readonly how: 'killed' | 'destroyed' | 'discarded';
        readonly source: string;
      }
    /** `until` (issue 15, helper partners): a skill whose presence enables it again (behaviour/em-surges.ts). */
    | { readonly type: 'PersonnelDisabled'; readonly card: string; readonly source: string; readonly until?: string }
    | { readonly type: 'PersonnelEnabled'; readonly card: string; readonly source: string }
    /** Issue 15 (behaviour/ship-equipment.ts): a ship cloaked or phased, decloaked (`source`: a card forced it). */
    | { readonly type: 'ShipCloaked'; readonly player: PlayerId; readonly ship: string; readonly mode: 'cloaked' | 'phased'; readonly turn: number }
    | { readonly type: 'ShipDecloaked'; readonly player: PlayerId; readonly ship: string; readonly turn: number; readonly source?: string }
    | { readonly type: 'ShipDamaged'; readonly ship: string; readonly damage: number; readonly source: string }
    /** All damage removed from a ship (issue 15: Spacedock). */
    | { readonly type: 'ShipRepaired'; readonly ship: string; readonly source: string }
    | { readonly type: 'DilemmaPlaced'; readonly card: string; readonly ongoing: OngoingDilemma; readonly to: string }
    | { readonly type: 'OngoingCountdownTicked'; readonly card: string; readonly remaining: number }
    | { readonly type: 'DilemmaRemoved'; readonly card: string; readonly from: string; readonly to: string; readonly reason: 'overcome' | 'failed' | 'nullified' | 'cured' | 'expired' | 'host-left-play' | 'mission-completed' | 'effects-resolved' }
    | { readonly type: 'DilemmaReseeded'; readonly card: string; readonly location: string }
    | { readonly type: 'MissionAttemptFailed'; readonly player: PlayerId; readonly location: string; readonly reason: string }
    | { readonly type: 'MissionSolved'; readonly player: PlayerId; readonly location: string; readonly mission: string; readonly contributors: readonly string[]; readonly points: number }
    // Issue 15 (borg objectives): behaviour/scouting.ts.
    | { readonly type: 'ObjectiveTargeted'; readonly player: PlayerId; readonly card: string; readonly target: string }
    | { readonly type: 'ScoutingAttemptEnded'; readonly player: PlayerId; readonly location: string; readonly objective: string }
    | { readonly type: 'ScoutingCompleted'; readonly player: PlayerId; readonly objective: string; readonly location: string; readonly turn: number }
    | { readonly type: 'SeedCardEarned'; readonly card: string; readonly player: PlayerId; readonly location: string; readonly to: string }
  )
  // Issue 15: battle (battle/types-battle.ts).
  | BattleEvent
  | (Fact & WindowsEvent)
  | (Fact & ChoiceEvent)
  // Issue 15 (helper forced): a battle a card requires (behaviour/forced-battles.ts).
  | (Fact & import('./behaviour/forced-battles').ForcedBattleEvent)
  // Issue 15 (helper tactics): Tactic cards in ship battle (behaviour/battle-tactics.ts).
  | (Fact & import('./behaviour/tactics-facts').TacticEvent)
  // Issue 15 (turn-start choices): behaviour/turn-start-offers.ts.
  | (Fact & TurnStartEvent)
  // Issue 15 (helper partners): ore processed at a site (behaviour/ore-overloads.ts).
  | (Fact & import('./behaviour/ore-overloads').OreFact)
  // Issue 15 (premiere-control): self-controlling cards (behaviour/self-controlled-facts.ts).
  | SelfControlledEvent
  // Issue 15 (lead): the Contender chain (behaviour/contender.ts).
  | (Fact & import('./behaviour/contender').ContenderFact)
  // Issue 15 (helper outside): a killed personnel revealed as a queen (behaviour/stored-copies.ts).
  | (Fact & import('./behaviour/stored-copies').StoredCopiesFact)
  // Issue 15 (helper tail5): a persona barred from reporting for duty (behaviour/succession-duels.ts).
  | (Fact & import('./behaviour/succession-duels').ReportBanFact)
  // Issue 15 (lead): "immediately play … for free" (behaviour/immediate-free-plays.ts).
  | (Fact & import('./behaviour/immediate-free-plays').ImmediateFreePlayFact)
  // Issue 15 (lead): a Borg objective completed (behaviour/objective-windows.ts).
  | (Fact & import('./behaviour/objective-windows').ObjectiveCompletedFact)
  // Issue 15 (premiere-control): control changes (behaviour/control-facts.ts).
  | ControlEvent
  | AssimilationEvent
  | CaptiveEvent
  // Issue 15 (helper stored): a card stored on another card (behaviour/stored-facts.ts).
  | StoredEvent
  // Issue 15 (infiltration): behaviour/infiltration-facts.ts.
  | InfiltrationEvent
  // Issue 15 (qflash): a Q-Flash drawn card by card (behaviour/q-flash-facts.ts).
  | QFlashEvent
  // Issue 15 (sites): a Nor commandeered (behaviour/site-facts.ts).
  | SiteEvent
  // Issue 15 (time locations): a time location placed, a time travel (behaviour/time-facts.ts).
  | TimeEvent
  // Issue 15 (stasis): behaviour/stasis-facts.ts.
  | (Fact & StasisEvent)
  | (Fact & DelayedDeathEvent);

export type EventType = GameEvent['type'];
export type EventOf<T extends EventType> = Extract<GameEvent, { type: T }>;
export type CommandOf<T extends CommandType> = Extract<Command, { type: T }>;
