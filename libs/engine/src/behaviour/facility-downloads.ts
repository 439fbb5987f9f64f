/**
 * Issue 15 (facility downloads): "when you solve mission, you may download {a facility} (plus …) here;
 * discard objective" — the `solvedHere` field of a card lying atop a mission (vocabulary-facility-downloads.ts).
 *
 * When its owner solves that mission, their `mission-solved` window is held open for them (as for a
 * mission's own solve download, mission-downloads.ts). In it they may use, once,
 * `SpecialDownload { source: the card atop, icon: 0, target: a title }` for the main card, then
 * `icon: 1` for each card downloaded with it, up to the number the card allows. When that window
 * closes the card is discarded, if its text says so.
 *
 * Where the found card goes:
 * - a facility is built here (space at the location; a headquarters on the planet) and must meet every
 *   requirement for building it there (build-sites.ts): it says it is built (a facility that seeds
 *   cannot be downloaded), its native quadrant, no homeworld, no other facility of yours there, its
 *   ENGINEER there, uniqueness. With `here`, the card's text names the place, so the outpost's own place
 *   rule (a mission with its affiliation icon) is not asked.
 * - an artifact only when the card names it (artifacts are downloaded only when a card permits it) and
 *   only one used as equipment (its script reports it), placed as an equipment;
 * - a personnel, ship or equipment is placed here (the planet, or aboard your ship or facility here).
 *   1E rulebook › DOWNLOADING, › Clarifications: Downloading, › Clarifications: Invalid Downloads;
 *   THE CARDS › ARTIFACTS; ATTEMPT A MISSION › SOLVING THE MISSION; THE PLAY PHASE › Alternating Actions.
 */
import type { Card } from '@captains-log/cards';
import { bp, problem, type Ctx, type Problem } from '../context';
import type { CommandOf, GameState, PlayerId, ResponseWindow } from '../types';
import { cardsIn, isInPlayZone, locationOfZone, Z, zoneKind } from '../zones';
import { buildSiteProblem } from './build-sites';
import { checkDownloadable, downloadCard, DOWNLOAD_RULES, matchesDownload, searchedZones } from './downloads';
import { DOWNLOAD_PLACED_TYPES, titleKey } from './downloads-coverage';
import { placesAtMission } from './mission-downloads';
import { personnelMatches } from './personnel-filter';
import { behaviourOf } from './registry';
import { earnedAt, scoredInQuadrant } from './card-record';
import type { SolvedHereDownload } from './vocabulary-facility-downloads';

// Spelled out (not built from DOWNLOAD_RULES): this module and downloads.ts import each other.
const RULE = '1E rulebook › DOWNLOADING › Clarifications: Downloading; 1E rulebook › ATTEMPT A MISSION › SOLVING THE MISSION';

/** The card's solve download, if it lies atop a mission and has one. */
export function solvedHereOf(state: GameState, iid: string): SolvedHereDownload | undefined {
  const instance = state.cards[iid];
  return instance && zoneKind(instance.zone) === 'atop' && instance.faceUp ? behaviourOf(instance.blueprint)?.solvedHere : undefined;
}

/** The command's source is a card atop a mission with a solve download (downloads.ts dispatches to this module). */
export function isSolvedHereSource(state: GameState, source: string): boolean {
  return solvedHereOf(state, source) !== undefined;
}

/** The solver's own `mission-solved` window for the mission at the card's location, when it is the top window. */
function solverWindow(state: GameState, player: PlayerId, source: string): ResponseWindow | undefined {
  const windows = state.windows ?? [];
  const top = windows[windows.length - 1];
  if (!top || top.action !== 'mission-solved' || top.by !== player || top.player !== player || state.cards[source]!.owner !== player) return undefined;
  const mission = state.cards[top.card];
  return mission && locationOfZone(state, mission.zone) === locationOfZone(state, state.cards[source]!.zone) ? top : undefined;
}

/** The cards of `solver` atop the solved mission's location whose solve download applies (the solving personnel as `solvedBy` asks). */
function sourcesFor(state: GameState, window: ResponseWindow): string[] {
  const mission = state.cards[window.card];
  const location = mission ? locationOfZone(state, mission.zone) : undefined;
  if (!location) return [];
  return cardsIn(state, Z.atop(location)).filter((iid) => {
    const spec = solvedHereOf(state, iid);
    if (!spec || state.cards[iid]!.owner !== window.by) return false;
    const quadrant = state.locations[location]?.quadrant;
    if (spec.oncePerQuadrant && quadrant && scoredInQuadrant(state, window.by, bp(state, iid).title, quadrant, iid)) return false;
    // Issue 15 (helper objs): "if you did not earn an [Artifact] here" (card-record.ts › earnedAt).
    if (spec.unlessEarnedHere && earnedAt(state, window.by, location, spec.unlessEarnedHere)) return false;
    if (!spec.solvedBy) return true;
    const solvers = (window.cards ?? []).filter((person) => state.cards[person] && personnelMatches(bp(state, person), spec.solvedBy!.filter));
    return solvers.length >= spec.solvedBy.atLeast;
  });
}

/** Whether the solver's window after the solve (`window`, the opponent's one closing) is held open for them: a card of theirs atop the mission downloads now (responses.ts). */
export function holdsSolvedWindow(state: GameState, window: ResponseWindow): boolean {
  return window.action === 'mission-solved' && sourcesFor(state, window).length > 0;
}

const mainKey = (player: PlayerId, source: string) => `${player}|solved-here:${source}`;
const plusKey = (player: PlayerId, source: string, title: string) => `${mainKey(player, source)}|plus:${titleKey(title)}`;

/** The main card's spent key, with its title (its affiliations are compared for `plus.differentAffiliations`, its type for the personnel limit). */
const mainTitleKey = (player: PlayerId, source: string, title: string) => `${mainKey(player, source)}|main:${titleKey(title)}`;

/** Whether the main card of `source` was downloaded. */
function mainSpent(state: GameState, player: PlayerId, source: string): boolean {
  const used = state.specialDownloadsUsed ?? {};
  const prefix = `${mainKey(player, source)}|main:`;
  return !!used[mainKey(player, source)] || Object.keys(used).some((key) => key.startsWith(prefix));
}

/**
 * The affiliations of the cards `player` downloaded with `source` so far (the main card and those with it): each
 * title's copy of theirs now in play (the downloaded card, placed at the mission).
 */
function downloadedAffiliations(state: GameState, player: PlayerId, source: string): Set<string> {
  const out = new Set<string>();
  for (const card of downloadedCards(state, player, source, ['main', 'plus'])) for (const affiliation of card.affiliations) out.add(affiliation);
  return out;
}

/** The cards (as printed) `player` downloaded with `source` so far: the main one and/or those with it, by their titles' copies in play. */
function downloadedCards(state: GameState, player: PlayerId, source: string, which: readonly ('main' | 'plus')[]): Card[] {
  const base = mainKey(player, source);
  const titles = new Set(
    Object.keys(state.specialDownloadsUsed ?? {})
      .filter((key) => which.some((kind) => key.startsWith(`${base}|${kind}:`)))
      .map((key) => key.slice(key.indexOf(':', base.length) + 1)),
  );
  if (titles.size === 0) return [];
  const out: Card[] = [];
  for (const [iid, instance] of Object.entries(state.cards)) {
    if (instance.owner !== player || !isInPlayZone(instance.zone)) continue;
    const card = bp(state, iid);
    if (titles.has(titleKey(card.title))) out.push(card);
  }
  return out;
}

/** The titles downloaded with the main card so far. */
function plusTitles(state: GameState, player: PlayerId, source: string): string[] {
  const prefix = `${mainKey(player, source)}|plus:`;
  return Object.keys(state.specialDownloadsUsed ?? {}).filter((key) => key.startsWith(prefix));
}

/** The first copy of `title` in the searched zones (draw deck from the top, then hand). */
function findTitle(state: GameState, player: PlayerId, title: string): string | undefined {
  for (const zone of searchedZones(state, player)) {
    const found = cardsIn(state, zone).find((iid) => titleKey(bp(state, iid).title) === titleKey(title));
    if (found) return found;
  }
  return undefined;
}

/** An artifact the engine places: one used as equipment (its script reports it). */
function artifactAsEquipment(state: GameState, iid: string): boolean {
  return behaviourOf(state.cards[iid]!.blueprint)?.play?.window.kind === 'report';
}

/** Where the found card goes at the location of `source`: the facility's place, or the places here of a placed card. */
function placesFor(state: GameState, player: PlayerId, source: string, iid: string, spec: SolvedHereDownload): { places: string[]; problem?: Problem } {
  const card = bp(state, iid);
  const location = locationOfZone(state, state.cards[source]!.zone)!;
  if (card.type === 'Facility') {
    const found = buildSiteProblem(state, player, iid, location, spec.here ?? false);
    return found ? { places: [], problem: found } : { places: [card.facilityKind === 'Headquarters' ? Z.surface(location) : Z.space(location)] };
  }
  if (card.type === 'Artifact' && !artifactAsEquipment(state, iid)) return { places: [], problem: problem('NOT_AUTOMATED', `downloading ${card.title} is not automated (an artifact not used as equipment): move it by a manual effect`, RULE) };
  if (card.type !== 'Artifact' && !DOWNLOAD_PLACED_TYPES.has(card.type)) return { places: [], problem: problem('NOT_AUTOMATED', `downloading a ${card.type} here is not automated`, RULE) };
  const placed: Card = card.type === 'Artifact' ? { ...card, type: 'Equipment' } : card;
  const mission = state.locations[location]!.missions[0]!;
  return { places: placesAtMission(state, player, mission, placed) };
}

export function checkSolvedHereDownload(state: GameState, command: CommandOf<'SpecialDownload'>): Problem | null {
  const spec = solvedHereOf(state, command.source)!;
  const title = bp(state, command.source).title;
  const window = solverWindow(state, command.actor, command.source);
  if (!window || !sourcesFor(state, window).includes(command.source)) return problem('NOT_NOW', `${title}'s download comes just after you solve its mission`, RULE);
  if (command.icon !== 0 && command.icon !== 1) return problem('NO_SUCH_ICON', `${title} downloads one card, then the cards downloaded with it`, RULE);
  if (command.cardTarget !== undefined) return problem('NO_TARGET', 'a card downloaded here takes no target', DOWNLOAD_RULES.here);
  const main = command.icon === 0;
  const spent = mainSpent(state, command.actor, command.source);
  if (main && spent) return problem('ICON_SPENT', `you already downloaded with ${title}`, RULE);
  if (!main) {
    if (!spec.plus) return problem('NO_SUCH_ICON', `${title} downloads nothing with its card`, RULE);
    if (!spent) return problem('NOT_NOW', `the cards downloaded with ${title}'s card come only with it (download it first)`, RULE);
    const done = plusTitles(state, command.actor, command.source);
    if (done.length >= spec.plus.max) return problem('ICON_SPENT', `${title} downloads at most ${spec.plus.max} with its card`, RULE);
    if (spec.plus.different && done.includes(plusKey(command.actor, command.source, command.target))) return problem('NOT_DIFFERENT', `the cards downloaded with ${title}'s card are of different titles`, RULE);
  }
  const iid = findTitle(state, command.actor, command.target);
  if (!iid) return problem('INVALID_DOWNLOAD', `${command.target} is not in your draw deck or hand: the download is invalid`, DOWNLOAD_RULES.invalid);
  const card = bp(state, iid);
  if (!matchesDownload(card, main ? spec.main : spec.plus!.filter)) return problem('NOT_THE_ICONS_TARGET', `${title} does not download ${card.title}${main ? '' : ' with its card'}`, RULE);
  if (!main && spec.plus!.differentAffiliations) {
    const taken = downloadedAffiliations(state, command.actor, command.source);
    const shared = card.affiliations.find((affiliation) => taken.has(affiliation));
    if (shared) return problem('NOT_DIFFERENT', `the cards ${title} downloads are of different affiliations (${card.title} is ${shared}, as one already downloaded)`, RULE);
  }
  // A facility or an artifact the card names is permitted by it (DOWNLOADING: artifacts only when a card permits it).
  const found = checkDownloadable(state, command.actor, iid, true);
  // The cards downloaded with the main card are one action with it: a personnel among them is not held back by the
  // personnel download limit the main personnel just reached (1E rulebook › DOWNLOADING › General Quarters: The
  // Personnel Download Limit — "as a single action, you are allowed to download both personnel at once").
  const sameAction = found?.code === 'PERSONNEL_DOWNLOAD_LIMIT' && !main && downloadedCards(state, command.actor, command.source, ['main']).some((done) => done.type === 'Personnel');
  if (found && !sameAction) return found;
  const { places, problem: placeProblem } = placesFor(state, command.actor, command.source, iid, spec);
  if (placeProblem) return placeProblem;
  if (places.length === 0) return problem('NOWHERE_HERE', `${card.title} has no place at the mission`, DOWNLOAD_RULES.here);
  if (command.to !== undefined && !places.includes(command.to)) return problem('NOT_HERE', `${command.to} is not a place for ${card.title} at the mission`, DOWNLOAD_RULES.here);
  return null;
}

export function solvedHereDownload(ctx: Ctx, command: CommandOf<'SpecialDownload'>): void {
  const spec = solvedHereOf(ctx.state, command.source)!;
  const iid = findTitle(ctx.state, command.actor, command.target)!;
  const to = command.to ?? placesFor(ctx.state, command.actor, command.source, iid, spec).places[0]!;
  // The main card's key names its title (its affiliations and type are read back by the cards downloaded with it).
  const spent = command.icon !== 0 ? plusKey(command.actor, command.source, command.target) : mainTitleKey(command.actor, command.source, command.target);
  downloadCard(ctx, command.actor, iid, command.source, { to, spent, placed: true });
}

/** The downloads `player` may make now from cards atop the mission they just solved (legalCommands): each title found, to each place. */
export function solvedHereDownloadCommands(state: GameState, player: PlayerId): CommandOf<'SpecialDownload'>[] {
  const windows = state.windows ?? [];
  const top = windows[windows.length - 1];
  if (!top || top.action !== 'mission-solved' || top.by !== player || top.player !== player) return [];
  const out: CommandOf<'SpecialDownload'>[] = [];
  for (const source of sourcesFor(state, top)) {
    const spec = solvedHereOf(state, source)!;
    const icon = mainSpent(state, player, source) ? 1 : 0;
    const filter = icon === 0 ? spec.main : spec.plus?.filter;
    if (!filter) continue;
    const seen = new Set<string>();
    for (const zone of searchedZones(state, player))
      for (const iid of cardsIn(state, zone)) {
        const card = bp(state, iid);
        if (seen.has(titleKey(card.title)) || !matchesDownload(card, filter)) continue;
        seen.add(titleKey(card.title));
        const base: CommandOf<'SpecialDownload'> = { type: 'SpecialDownload', actor: player, source, icon, target: card.title };
        if (checkSolvedHereDownload(state, base)) continue;
        const places = placesFor(state, player, source, iid, spec).places;
        out.push(base, ...places.slice(1).map((to) => ({ ...base, to })));
      }
  }
  return out;
}

/** The solver's window after the solve closed: the cards atop that mission that say so are discarded (responses.ts). */
export function discardSolvedHere(ctx: Ctx, window: ResponseWindow): void {
  if (window.action !== 'mission-solved' || window.player !== window.by) return;
  for (const source of sourcesFor(ctx.state, window)) {
    const spec = solvedHereOf(ctx.state, source)!;
    if (!spec.thenDiscard) continue;
    const instance = ctx.state.cards[source]!;
    if (spec.thenScore) ctx.emit({ type: 'PointsScored', player: instance.owner, points: spec.thenScore, bonus: true, source, rule: RULE });
    ctx.emit({ type: 'CardMoved', card: source, from: instance.zone, to: Z.discard(instance.owner), faceUp: true, reason: `${bp(ctx.state, source).title}: discarded after its mission was solved`, rule: RULE });
  }
}
