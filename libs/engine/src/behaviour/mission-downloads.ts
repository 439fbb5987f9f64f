/**
 * Issue 15 (missions): "When you solve, you may download …" (`mission.solvedDownload`,
 * vocabulary-missions.ts). The solving player's `mission-solved` response window is held open for them
 * (whatever their auto-pass setting: the mission's text is public, so holding it reveals no card);
 * inside it they may use `SpecialDownload { source: the mission, icon: 0, target: a title }` once, or
 * pass. Personnel and equipment go "here": the planet surface, or aboard one of their ships or
 * facilities at the location; other cards play as their script (or type) says, as any download.
 *   1E rulebook › DOWNLOADING; › Clarifications: Invalid Downloads; ATTEMPT A MISSION › SOLVING THE
 *   MISSION; THE PLAY PHASE › Alternating Actions (the window).
 */
import type { Card } from '@captains-log/cards';
import { isPlanetMission } from '../card-facts';
import { bp, problem, type Ctx, type Problem } from '../context';
import type { CommandOf, GameState, PlayerId } from '../types';
import { cardsIn, isInPlayZone, locationOfZone, Z, zoneArg, zoneKind } from '../zones';
import { checkDownloadable, checkPlayedTarget, downloadCard, DOWNLOAD_RULES, findToDownload } from './downloads';
import { DOWNLOAD_PLACED_TYPES, titleKey } from './downloads-coverage';
import { scriptedPlay, validTargets } from './play';
import { behaviourOf } from './registry';
import type { SolvedDownload } from './vocabulary-missions';

/** The mission's solve download, if it has one. */
export function solvedDownloadOf(state: GameState, mission: string): SolvedDownload | undefined {
  const instance = state.cards[mission];
  return instance ? behaviourOf(instance.blueprint)?.mission?.solvedDownload : undefined;
}

/** The source names a mission card (the command is a mission's solve download). */
export function isMissionSource(state: GameState, source: string): boolean {
  const instance = state.cards[source];
  return !!instance && zoneKind(instance.zone) === 'mission';
}

function spentKey(player: PlayerId, mission: string): string {
  return `${player}|solved:${mission}`;
}

function matches(state: GameState, card: Card, filter: SolvedDownload): boolean {
  if (filter.titles && !filter.titles.some((title) => titleKey(title) === titleKey(card.title))) return false;
  if (filter.types && !filter.types.includes(card.type)) return false;
  if (filter.affiliations && !card.affiliations.some((affiliation) => filter.affiliations!.includes(affiliation))) return false;
  const icons = card.icons.map((icon) => icon.code);
  if (filter.icons && !filter.icons.every((icon) => icons.includes(icon))) return false;
  if (filter.species && !card.characteristics.some((one) => one.toLowerCase().split('/').includes(filter.species!.toLowerCase()))) return false;
  if (filter.characteristic && !card.characteristics.some((one) => one.toLowerCase() === filter.characteristic!.toLowerCase())) return false;
  if (filter.copyOfPersonnelInPlay) {
    if (card.type !== 'Personnel') return false;
    const copy = Object.values(state.cards).some((instance) => isInPlayZone(instance.zone) && zoneKind(instance.zone) !== 'atop' && bp(state, instance.iid).type === 'Personnel' && bp(state, instance.iid).title === card.title);
    if (!copy) return false;
  }
  return true;
}

/** "Here" for a placed card: the planet surface (planet missions), then aboard the player's ships and facilities at the location. */
function placesHere(state: GameState, player: PlayerId, mission: string, card: Card): string[] {
  const location = locationOfZone(state, state.cards[mission]!.zone);
  if (!location) return [];
  if (card.type === 'Ship') return [Z.space(location)];
  return placesAtLocation(state, player, location);
}

/** The planet surface (planet missions), then aboard the player's ships and facilities in space or on the planet at `location`. */
export function placesAtLocation(state: GameState, player: PlayerId, location: string): string[] {
  const places: string[] = [];
  if (state.locations[location]!.missions.some((iid) => isPlanetMission(bp(state, iid)))) places.push(Z.surface(location));
  for (const zone of [Z.space(location), Z.surface(location)])
    for (const iid of cardsIn(state, zone)) {
      const type = bp(state, iid).type;
      if (state.cards[iid]!.owner === player && (type === 'Ship' || type === 'Facility')) places.push(Z.aboard(iid));
    }
  return places;
}

/** Issue 15 (facility downloads): the same places, for a card atop the mission (facility-downloads.ts). */
export const placesAtMission = placesHere;

/** The solving player's open window for this mission, if it is the top window. */
function solverWindow(state: GameState, player: PlayerId, mission: string): boolean {
  const windows = state.windows ?? [];
  const top = windows[windows.length - 1];
  return !!top && top.action === 'mission-solved' && top.card === mission && top.by === player && top.player === player;
}

/** The "once per game" download of the mission for `player`: the owner's side's, or the other side's for the opponent. */
export function onceDownloadOf(state: GameState, mission: string, player: PlayerId): SolvedDownload | undefined {
  const instance = state.cards[mission];
  const text = instance ? behaviourOf(instance.blueprint)?.mission : undefined;
  if (!text) return undefined;
  return instance!.owner === player ? text.onceDownload : text.opponentSide?.onceDownload;
}

/** Which of the mission's downloads the command uses now: the solve download in the solver's window, else the once-per-game one. */
function downloadNow(state: GameState, player: PlayerId, mission: string): { filter: SolvedDownload; spent: string } | { problem: Problem } {
  const solved = solvedDownloadOf(state, mission);
  if (solved && solverWindow(state, player, mission)) return { filter: solved, spent: spentKey(player, mission) };
  const once = onceDownloadOf(state, mission, player);
  if (once) return { filter: once, spent: `${player}|once:${bp(state, mission).title}` };
  if (solved) return { problem: problem('NOT_NOW', `${bp(state, mission).title}'s download comes just after you solve it`, DOWNLOAD_RULES.downloading) };
  return { problem: problem('NO_SUCH_ICON', `${bp(state, mission).title} downloads nothing`, DOWNLOAD_RULES.downloading) };
}

export function checkMissionDownload(state: GameState, command: CommandOf<'SpecialDownload'>): Problem | null {
  if (command.icon !== 0) return problem('NO_SUCH_ICON', `${bp(state, command.source).title} has one download`, DOWNLOAD_RULES.downloading);
  const now = downloadNow(state, command.actor, command.source);
  if ('problem' in now) return now.problem;
  const filter = now.filter;
  if (state.specialDownloadsUsed?.[now.spent]) return problem('ICON_SPENT', 'you already downloaded with this mission', DOWNLOAD_RULES.downloading);
  const iid = findToDownload(state, command.actor, command.target);
  if (!iid) return problem('INVALID_DOWNLOAD', `${command.target} is not in your draw deck or hand: the download is invalid`, DOWNLOAD_RULES.invalid);
  const card = bp(state, iid);
  if (!matches(state, card, filter)) return problem('NOT_THE_ICONS_TARGET', `${bp(state, command.source).title} does not download ${card.title}`, DOWNLOAD_RULES.downloading);
  const found = checkDownloadable(state, command.actor, iid);
  if (found) return found;
  if (DOWNLOAD_PLACED_TYPES.has(card.type)) {
    if (command.cardTarget !== undefined) return problem('NO_TARGET', `${card.title} takes no target`, DOWNLOAD_RULES.here);
    const places = placesHere(state, command.actor, command.source, card).filter((zone) => !filter.toYourShipHere || (zoneKind(zone) === 'aboard' && bp(state, zoneArg(zone)).type === 'Ship'));
    if (places.length === 0) return problem('NOWHERE_HERE', `${card.title} has no place at the mission`, DOWNLOAD_RULES.here);
    if (command.to !== undefined && !places.includes(command.to)) return problem('NOT_HERE', `${command.to} is not a place at the mission`, DOWNLOAD_RULES.here);
    return null;
  }
  if (command.to !== undefined) return problem('NOT_PLACED', `${card.title} is played as its text says, not placed`, DOWNLOAD_RULES.here);
  const played = checkPlayedTarget(state, command.actor, iid, command.cardTarget);
  if (played || !filter.targetHere) return played;
  return targetAt(state, command.cardTarget) === locationOfZone(state, state.cards[command.source]!.zone) ? null : problem('NOT_HERE', `${card.title} is downloaded here: its target must be at the mission`, DOWNLOAD_RULES.here);
}

/** The location of a played card's target (a card in play, or a location id). */
function targetAt(state: GameState, target: string | undefined): string | undefined {
  if (target === undefined) return undefined;
  const instance = state.cards[target];
  return instance ? (locationOfZone(state, instance.zone) ?? undefined) : target;
}

export function missionDownload(ctx: Ctx, command: CommandOf<'SpecialDownload'>): void {
  const iid = findToDownload(ctx.state, command.actor, command.target)!;
  const card = bp(ctx.state, iid);
  const now = downloadNow(ctx.state, command.actor, command.source) as { filter: SolvedDownload; spent: string };
  const places = placesHere(ctx.state, command.actor, command.source, card).filter((zone) => !now.filter.toYourShipHere || (zoneKind(zone) === 'aboard' && bp(ctx.state, zoneArg(zone)).type === 'Ship'));
  const to = DOWNLOAD_PLACED_TYPES.has(card.type) ? (command.to ?? places[0]!) : undefined;
  downloadCard(ctx, command.actor, iid, command.source, { to, spent: now.spent, cardTarget: command.cardTarget });
}

/** The solve downloads `player` may make now: one per matching title in deck or hand (legalCommands; empty outside the solver's window). */
export function missionDownloadCommands(state: GameState, player: PlayerId): CommandOf<'SpecialDownload'>[] {
  const windows = state.windows ?? [];
  const top = windows[windows.length - 1];
  const filter = top && top.action === 'mission-solved' && top.player === player && top.by === player ? solvedDownloadOf(state, top.card) : undefined;
  const out: CommandOf<'SpecialDownload'>[] = [];
  if (top && filter) out.push(...downloadsFrom(state, player, top.card, filter));
  // "Once per game" downloads of the missions on the spaceline (few missions: one look-up each).
  for (const location of Object.values(state.locations))
    for (const mission of location.missions) {
      const once = onceDownloadOf(state, mission, player);
      if (once && !state.specialDownloadsUsed?.[`${player}|once:${bp(state, mission).title}`]) out.push(...downloadsFrom(state, player, mission, once));
    }
  return out;
}

function downloadsFrom(state: GameState, player: PlayerId, mission: string, filter: SolvedDownload): CommandOf<'SpecialDownload'>[] {
  const out: CommandOf<'SpecialDownload'>[] = [];
  const seen = new Set<string>();
  for (const zone of [Z.draw(player), Z.hand(player)])
    for (const iid of cardsIn(state, zone)) {
      const title = bp(state, iid).title;
      if (seen.has(titleKey(title)) || !matches(state, bp(state, iid), filter)) continue;
      seen.add(titleKey(title));
      const command: CommandOf<'SpecialDownload'> = { type: 'SpecialDownload', actor: player, source: mission, icon: 0, target: title };
      const scripted = DOWNLOAD_PLACED_TYPES.has(bp(state, iid).type) ? undefined : scriptedPlay(bp(state, iid));
      // A played card with a target: one command per valid target (the check keeps those "here").
      const candidates = scripted?.targets ? validTargets(state, player, scripted.targets, iid).map((cardTarget) => ({ ...command, cardTarget })) : [command];
      for (const candidate of candidates) if (!checkMissionDownload(state, candidate)) out.push(candidate);
    }
  return out;
}
