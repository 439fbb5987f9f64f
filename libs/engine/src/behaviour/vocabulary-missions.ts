/**
 * Issue 15 (missions): the mission-text part of the behaviour model — what a mission's game text (the
 * text printed after its requirements) does, carried out by behaviour/missions-text.ts. A mission card
 * file states it as `mission: { bonus, solved }`; the words join `CardBehaviour` with one field.
 *   1E rulebook › MISSIONS (point box: an asterisk marks bonus points); ATTEMPT A MISSION › SOLVING THE
 *   MISSION (points scored when solved, then what the mission says happens "when you solve");
 *   WINNING THE GAME (bonus points count toward the bonus cap).
 */
import { MISSION_SPAN_WORDS, missionSpanWords, type MissionSpan } from './vocabulary-mission-span';
import type { PersonnelFilter } from './vocabulary-events2';

/** What must hold, at the moment the mission is solved, for a bonus to be scored. */
export type MissionCondition =
  /** The personnel who solved it (the group that met the requirements, with everyone present) meet `requirement` (requirement grammar). */
  | { readonly kind: 'solvers-meet'; readonly requirement: string }
  /**
   * Among the solving player's personnel present (the Away Team or crew that solved it): `some` — at
   * least one matches `filter`; `all` — every one does; `none` — none does.
   */
  | { readonly kind: 'solvers-match'; readonly filter: PersonnelFilter; readonly quantifier: 'some' | 'all' | 'none' }
  /** A face-up card with one of these titles is in play (anywhere, either player's). */
  | { readonly kind: 'titled-in-play'; readonly titles: readonly string[] }
  /** The solving player's opponent has a face-up card of this type on their table (e.g. an Objective). */
  | { readonly kind: 'opponent-has-on-table'; readonly type: string }
  /** A ship with one of these titles is at the mission's location. */
  | { readonly kind: 'ship-here'; readonly titles: readonly string[] }
  /** The ship that solved it (its crew attempted) has this special equipment (e.g. 'Cloaking Device'). */
  | { readonly kind: 'solving-ship-has'; readonly equipment: string }
  /** The ship that solved it is not owned by the solving player. */
  | { readonly kind: 'solving-ship-not-owned' }
  /** A card with one of these titles is among the cards present that solved it (personnel and their equipment). */
  | { readonly kind: 'titled-present'; readonly titles: readonly string[] }
  /** An equipment with this characteristic is among the cards present that solved it (e.g. 'MEDICAL-related equipment'). */
  | { readonly kind: 'equipment-present'; readonly characteristic: string }
  /** A card in play at the location (anywhere there: planet, aboard, space) has one of these titles, or a ship there is landed (`landedShip`). */
  | { readonly kind: 'here'; readonly titles?: readonly string[]; readonly landedShip?: boolean }
  /** A ship at the location matches one of these: its class contains `classContains`, or it has `affiliation`. */
  | { readonly kind: 'ship-here-matching'; readonly anyOf: readonly { readonly classContains?: string; readonly affiliation?: string }[] }
  /** The solving player has, at the location, a ship of each of these affiliations. */
  | { readonly kind: 'your-ships-here'; readonly affiliations: readonly string[] }
  /** The solvers meet the mission's requirements twice over (every count and attribute doubled). */
  | { readonly kind: 'solvers-meet-double' };

/** Bonus points scored just after the mission's own points (the point box's asterisk). */
export type MissionBonus =
  /** `points` if `when` holds. */
  | { readonly kind: 'bonus-if'; readonly points: number; readonly when: MissionCondition }
  /** `points` for each personnel present in the solving team matching `filter` (different titles only with `distinct`), at most `max` of them. */
  | { readonly kind: 'bonus-per-personnel'; readonly points: number; readonly filter: PersonnelFilter; readonly max?: number; readonly distinct?: boolean };

/** What happens for the solving player when the mission is solved, after its points and bonuses. */
export type MissionSolvedEffect =
  /** The solving player draws `count` cards (fewer when the draw deck runs out). */
  | { readonly kind: 'solver-draws'; readonly count: number }
  /** The RANGE the solving ship used this turn is restored (`solving-ship`), or that of every ship in the mission's region (`ships-in-region`; the location itself without a region). */
  | { readonly kind: 'restore-range'; readonly scope: 'solving-ship' | 'ships-in-region' };

/**
 * Cards that may report for duty to the mission's location without a facility ("… may report here /
 * on planet"): personnel matching `personnel` to the planet surface, ships matching `ships` to space
 * there. 1E rulebook › REPORTING FOR DUTY (a card that says where it may report); PLAYING "FOR FREE".
 */
export interface MissionReport {
  readonly personnel?: PersonnelFilter;
  /** `property` (issue 15, helper domir): the ship shows that property logo ([DS9]: the card list's Property column). */
  /** `maxStaffingIcons` (issue 15, helper tail2): at most this many printed staffing icons ("with one or fewer staffing icons"). */
  /** `notIcons` (issue 15, helper timeloc): not a ship showing any of these ("except [MQ] cards" among a time location's natives). */
  readonly ships?: { readonly icons?: readonly string[]; readonly notIcons?: readonly string[]; readonly affiliation?: string; readonly property?: string; readonly maxStaffingIcons?: number };
  /**
   * Issue 15 (helper tail2): the player's equipment reports here too (to the planet surface: "your equipment … may report here").
   * Issue 15 (helper timeloc): or only equipment showing all of `icons` and none of `notIcons` (a time location's native
   * equipment: "[22] equipment", "all cards with both [OS] and [AU]"; 1E rulebook › REPORTING FOR DUTY › REPORTING TO A TIME LOCATION).
   */
  readonly equipment?: true | { readonly icons?: readonly string[]; readonly notIcons?: readonly string[] };
  /** Without using the normal card play ("for free"): still on your turn, before orders. */
  readonly free?: boolean;
  /** The free report at most once each turn (per player: the turn is theirs). */
  readonly onceEachTurn?: boolean;
  /** Only while nobody has solved the mission ("until solved"). */
  readonly untilSolved?: boolean;
}

/** What the mission's location does to the rules there. */
export type LocationRule =
  /** No beaming between two ships at the location. */
  | 'no-ship-to-ship-beaming'
  /** Cloaking Devices do not work there: a cloaked ship there is not cloaked, and no ship cloaks there (phasing is not cloaking). */
  | 'no-cloaking'
  /** Until the mission is solved, personnel on its planet may not leave (1E rulebook › GETTING HURT › QUARANTINED). */
  | 'planet-quarantined-until-solved'
  /** Any number of Orb artifacts may seed under it, at a space mission too (1E rulebook › THE SEED PHASES › mis-seeds otherwise). */
  | 'orb-artifacts-seed';

/**
 * The other half of a mission printed for the opponent ("Opponent's side: …", 1E rulebook › MISSIONS:
 * each player uses the side of the card facing them): who may attempt it and its requirements when
 * the player attempting it is not its owner. No game text of the owner's side applies to them.
 */
export interface OpponentSide {
  /** Affiliations whose personnel may attempt it (the side's icons); absent (with no `anyTeam`): the owner's side's icons. */
  readonly icons?: readonly string[];
  /** Without icons: any Away Team / crew may attempt it. */
  readonly anyTeam?: boolean;
  /** The side's requirements (requirement grammar); absent: the owner's side's. */
  readonly requirements?: string;
  /** The side's point box, when it differs (it also decides whether the opponent may attempt it: 40 or more). */
  readonly points?: number;
  /** The side's span, when it differs (the opponent flies over this location with it). */
  readonly span?: number;
  /** The side's own conditions on attempting it. */
  readonly attemptRequires?: readonly AttemptCondition[];
  /** "Once per game, you may download …" for the owner's opponent. */
  readonly onceDownload?: SolvedDownload;
}

/**
 * After the mission is solved, the solving player's ships (those whose class contains `classContains`)
 * have RANGE changed by `delta` ("Solving player's ships are RANGE +1"); one per mission title unless
 * `cumulative` (1E rulebook › MISCELLANEOUS RULES › THE CUMULATIVE RULE). Read by `shipAttribute`.
 */
export interface SolverShips {
  readonly attribute: 'RANGE';
  readonly delta: number;
  readonly classContains?: string;
  readonly cumulative?: boolean;
}

/** What must hold before a player may attempt the mission, besides its icons ("May attempt only if …"). */
export type AttemptCondition =
  /** The attempting player's ships at the location total more than `above` WEAPONS. */
  { readonly kind: 'your-weapons-here'; readonly above: number };

/**
 * "When you solve, you may download …": in the solving player's `mission-solved` response window
 * (held open for them whatever their auto-pass setting, since the mission's text is public), they may
 * download one card matching the filter with `SpecialDownload { source: the mission }`; personnel and
 * equipment go "here" (the planet surface, or aboard one of their ships or facilities at the location).
 * 1E rulebook › DOWNLOADING; ATTEMPT A MISSION › SOLVING THE MISSION.
 */
export interface SolvedDownload {
  /** Exact titles (one of). */
  readonly titles?: readonly string[];
  readonly types?: readonly string[];
  readonly affiliations?: readonly string[];
  /** Shows every one of these icons. */
  readonly icons?: readonly string[];
  /** Of this species (a characteristic, alone or with another: 'Vulcan/Human'). */
  readonly species?: string;
  /** Has this characteristic (e.g. 'Android'). */
  readonly characteristic?: string;
  /** A personnel with the title of a personnel in play ("a copy of a personnel in play"). */
  readonly copyOfPersonnelInPlay?: boolean;
  /** A played card (an event on a ship, …) takes a target at the mission's location ("download {X} here"). */
  readonly targetHere?: boolean;
  /** A personnel goes aboard one of the player's ships at the location only ("to your ship here"). */
  readonly toYourShipHere?: boolean;
}

/** A point box that depends on the solving team ("X = …"): the mission points scored (not bonus points). */
export type MissionPoints =
  /** `each` per different classification among the solving personnel. */
  | { readonly kind: 'per-classification'; readonly each: number }
  /** `each` per solving personnel matching `filter` (not titled one of `exceptTitles`), at most `max` of them. */
  | { readonly kind: 'per-personnel'; readonly each: number; readonly filter: PersonnelFilter; readonly exceptTitles?: readonly string[]; readonly max?: number }
  /** By how many of `terms` (requirement grammar) the solvers meet: `table[n]` points for n met. */
  | { readonly kind: 'by-terms-met'; readonly terms: readonly string[]; readonly table: readonly number[] };

/** A mission's game text. */
export interface MissionText {
  /**
   * The requirements, in the requirement grammar, where the card list's text is not parsed (the
   * parser stops on the game text run into them); read by the attempt flow only when the card has none.
   */
  readonly requirements?: string;
  /** The point box's X, worked out when it is solved. */
  readonly points?: MissionPoints;
  /** A mission without icons: any crew / Away Team may attempt it, except personnel of these affiliations ("Any non-Dominion Away Team"). */
  readonly attemptBy?: { readonly anyExcept: readonly string[] };
  readonly bonus?: readonly MissionBonus[];
  readonly solved?: readonly MissionSolvedEffect[];
  readonly reports?: readonly MissionReport[];
  readonly opponentSide?: OpponentSide;
  readonly solverShips?: SolverShips;
  readonly attemptRequires?: readonly AttemptCondition[];
  readonly solvedDownload?: SolvedDownload;
  /**
   * "Once per game, you may download …": its owner may use `SpecialDownload { source: the mission }`
   * once per game whenever a special download may suspend play (their turn, their response windows).
   */
  readonly onceDownload?: SolvedDownload;
  readonly location?: readonly LocationRule[];
  /** Its owner may seed one card with this title on their table in the facility phase (SeedOnTable), besides what the card itself allows. */
  readonly ownerSeedsOnTable?: string;
  /** Once solved, the solving player may initiate battle against forces of these affiliations despite their affiliation attack restrictions. */
  readonly solverMayAttack?: readonly string[];
  /** Issue 15 (ships, pass E): spans it changes for flying ships (vocabulary-mission-span.ts). */
  readonly spanChange?: MissionSpan;
}

/** For the catalogue test: every word a mission script uses, as `kind:word`. */
export function missionWords(text: MissionText | undefined): string[] {
  if (!text) return [];
  return [
    ...(text.requirements ? ['mission-requirements:text'] : []),
    ...(text.points ? [`mission-points:${text.points.kind}`] : []),
    ...(text.attemptBy ? ['mission-attempt-by:any-except'] : []),
    ...(text.bonus ?? []).flatMap((bonus) => [`mission-bonus:${bonus.kind}`, ...(bonus.kind === 'bonus-if' ? [`mission-condition:${bonus.when.kind}`] : [])]),
    ...(text.solved ?? []).map((effect) => `mission-solved:${effect.kind}`),
    ...(text.opponentSide ? ['mission-side:opponent'] : []),
    ...(text.solverShips ? ['mission-solver-ships:attribute'] : []),
    ...(text.solvedDownload ? ['mission-solved-download:card'] : []),
    ...(text.onceDownload || text.opponentSide?.onceDownload ? ['mission-once-download:card'] : []),
    ...(text.location ?? []).map((rule) => `mission-location:${rule}`),
    ...(text.solverMayAttack ? ['mission-solver-may-attack:affiliations'] : []),
    ...missionSpanWords(text.spanChange),
    ...(text.ownerSeedsOnTable ? ['mission-owner-seeds-on-table:title'] : []),
    ...(text.attemptRequires ?? []).map((condition) => `mission-attempt-condition:${condition.kind}`),
    ...(text.reports ?? []).map((report) => `mission-report:${report.ships ? 'ships' : 'personnel'}${report.free ? '-free' : ''}${report.onceEachTurn ? '-once-each-turn' : ''}${report.untilSolved ? '-until-solved' : ''}`),
  ];
}

/** For the catalogue test: the words above. */
export const MISSION_WORDS: readonly string[] = [
  'mission-requirements:text',
  'mission-points:per-classification',
  'mission-points:per-personnel',
  'mission-points:by-terms-met',
  'mission-attempt-by:any-except',
  'mission-side:opponent',
  'mission-solver-ships:attribute',
  'mission-attempt-condition:your-weapons-here',
  'mission-solved-download:card',
  'mission-once-download:card',
  'mission-location:no-ship-to-ship-beaming',
  'mission-location:no-cloaking',
  'mission-location:planet-quarantined-until-solved',
  'mission-location:orb-artifacts-seed',
  'mission-solver-may-attack:affiliations',
  ...MISSION_SPAN_WORDS,
  'mission-owner-seeds-on-table:title',
  'mission-bonus:bonus-if',
  'mission-bonus:bonus-per-personnel',
  ...['solvers-meet', 'solvers-match', 'titled-in-play', 'opponent-has-on-table', 'ship-here', 'solving-ship-has', 'solving-ship-not-owned', 'titled-present', 'equipment-present', 'here', 'ship-here-matching', 'your-ships-here', 'solvers-meet-double'].map((word) => `mission-condition:${word}`),
  ...['solver-draws', 'restore-range'].map((word) => `mission-solved:${word}`),
  ...['personnel', 'personnel-free', 'personnel-free-once-each-turn', 'ships', 'ships-until-solved'].map((word) => `mission-report:${word}`),
];
