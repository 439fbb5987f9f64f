/**
 * Downloading (issue 15): a card found in the player's draw deck (or hand) and played at once, not as
 * the normal card play. Two ways in:
 * - the special download icon of a personnel or ship in play (`SpecialDownload`): it suspends play, so
 *   it is offered on the player's own turn outside a pending choice and in the player's response
 *   windows (during a mission attempt, after a dilemma is revealed: the classic way to bring the
 *   personnel who overcomes it to the planet); each icon once per game per card title;
 * - a scripted card whose effect downloads (`download` effect, the card chosen as its target when played).
 *
 * Rules followed, each cited where it applies:
 *   1E rulebook › DOWNLOADING (search the draw deck and hand, play it to the table normally, not the
 *   normal card play, reshuffle the deck looked through); › DOWNLOADING › Clarifications: Invalid
 *   Downloads (a target not found: the download is refused, see below); › DOWNLOADING › General
 *   Quarters: The Personnel Download Limit (personnel at most once every turn, special downloads
 *   included); › SPECIAL DOWNLOAD (suspends play; "here" is the location of the card with the icon;
 *   special reporting: no native-quadrant or compatible-facility restriction; each icon once per game
 *   regardless of copies; a special download icon is a special skill, so a disabled personnel cannot
 *   use it, while a stopped one may: 1E rulebook › GETTING HURT › STOPPED, Clarifications: What
 *   Stopped Cards Can Do). Uniqueness and personas still apply (1E rulebook › DUPLICATION AND
 *   PERSONAS). The personnel download limit is the Modern rule; the engine knows no Open format.
 *
 * Decisions (see the engine README): an invalid download (target not in the deck or hand) is refused
 * before anything happens, so the icon is not spent (the rulebook spends it; we never offer such a
 * download, so only a hand-made command meets the refusal). Open side decks are not searched (the
 * engine has none open during play). Targets the engine places: personnel, equipment (aboard the same
 * ship or facility as the source, on the same planet surface, or another of your ships or facilities
 * there, or the planet surface there), ships (in space at that location), events, incidents,
 * objectives, interrupts and doorways (played as their script says; an unscripted one enters play and
 * its text is carried out by manual effects, as when played from hand). Dilemmas, missions,
 * facilities, artifacts, sites and Q-cards are refused (`NOT_AUTOMATED`): a manual effect moves them.
 */
import { downloadsForbiddenBy, stopIfEntersPlayStopped } from './verbs-events-c';
import type { Card } from '@captains-log/cards';
import { allowsDocking, countdownOf, hasWords, isPlanetMission, nativeQuadrant, isTitled } from '../card-facts';
import { bp, problem, type Ctx, type Problem } from '../context';
import { checkReportingPlace, checkUniqueness } from '../play';
import { RULES } from '../rules';
import { tableIndex } from '../table-index';
import { shuffleZone } from '../seeding';
import type { CommandOf, GameState, PlayerId } from '../types';
import { cardsIn, isInPlayZone, locationOfZone, Z, zoneArg, zoneKind } from '../zones';
import { destinationOf, runPlayedEffects, scriptedPlay, validTargets } from './play';
import { ignoresDownloadBan, ownDownloadBan } from './download-bans';
import { openWindow, topWindow } from './responses';
import { checkMissionDownload, isMissionSource, missionDownload, missionDownloadCommands } from './mission-downloads';
import { needsPlayedTurn } from './timed';
import { downloadable, DOWNLOAD_PLACED_TYPES, printedDownloadIcons, specialDownloadIcons, titleKey } from './downloads-coverage';
import { runWhenReportedHere } from './reports-personnel-b';
import { runWhenCardsPlayed } from './when-cards-played';
import { discardDownloadCovers, downloadsFromDiscard, skillDownloadBlocked, spendsNormalCardPlay, spentSuffix } from './personnel-b';
import type { DownloadFilter, DownloadGroupTarget, DownloadTarget } from './vocabulary-downloads';
import { classDownloadOf, matchesClassWords } from './class-downloads';
import type { ClassFilter } from './vocabulary-class-downloads';
import { showsIcon } from './property-logos';
import { downloadKind, isOfKind } from './download-kinds';
import { names } from './reporting';
import { printedSkillLevel } from './report-places';
import { finding } from './target-table';
import { alternateUniverseProblem } from './alternate-universe';
import { downloadPlaceZones, isZonePlace } from './download-places';
import { checkSolvedHereDownload, isSolvedHereSource, solvedHereDownload, solvedHereDownloadCommands } from './facility-downloads';

export { specialDownloadIcons, titleKey };

const R = (...path: string[]) => ['1E rulebook', ...path].join(' › ');
export const DOWNLOAD_RULES = {
  downloading: R('DOWNLOADING'),
  invalid: R('DOWNLOADING', 'Clarifications: Invalid Downloads'),
  clarifications: R('DOWNLOADING', 'Clarifications: Downloading'),
  personnelLimit: R('DOWNLOADING', 'General Quarters: The Personnel Download Limit'),
  special: R('SPECIAL DOWNLOAD'),
  here: R('SPECIAL DOWNLOAD', 'Clarifications: Ambiguities – Special Downloads'),
} as const;

const PLACED = DOWNLOAD_PLACED_TYPES;

/** The key a spent icon is recorded under: once per game per card title (1E rulebook › SPECIAL DOWNLOAD). */
export function iconKey(player: PlayerId, card: Card, icon: number, state?: GameState): string {
  // Issue 15 (personnel, second half): a download skill used "once each turn" is spent for the turn only.
  const suffix = state ? spentSuffix(state, card, printedDownloadIcons(card).length, icon) : '';
  return `${player}|${card.title}|${icon}${suffix}`;
}

/** Where a download looks: the draw deck, the hand, and (issue 15, personnel second half: Curator Quarren) the discard pile. */
export function searchedZones(state: GameState, player: PlayerId): string[] {
  return downloadsFromDiscard(state, player) ? [Z.draw(player), Z.hand(player), Z.discard(player)] : [Z.draw(player), Z.hand(player)];
}

/**
 * Issue 15 (helper fer): a card in the player's discard pile that no grant of theirs lets be downloaded from there (a grant
 * may name titles: 1st Rule of Acquisition). For the searches that do not ask checkDownloadable (which refuses it too).
 */
export function discardBarred(state: GameState, player: PlayerId, iid: string): boolean {
  return state.cards[iid]?.zone === Z.discard(player) && !discardDownloadCovers(state, player, bp(state, iid).title);
}

/** The first copy of a title in the player's draw deck (from the top), else in hand (1E rulebook › DOWNLOADING). */
export function findToDownload(state: GameState, player: PlayerId, title: string): string | undefined {
  const key = titleKey(title);
  for (const zone of searchedZones(state, player)) {
    if (zone === Z.discard(player) && !discardDownloadCovers(state, player, title)) continue;
    const found = firstByTitle(state, zone).get(key);
    if (found) return found;
  }
  return undefined;
}

/**
 * Issue 17: the first card of each title in a zone (from the top), found once per zone list — evolve replaces a zone
 * list it touches and never writes into one, so the list's identity keys it (evolve.ts › evolveStepwise). legalCommands
 * asked the draw deck for every title of every download icon in play, each a scan of the deck.
 */
const FIRST_BY_TITLE = new WeakMap<readonly string[], Map<string, string>>();

function firstByTitle(state: GameState, zone: string): ReadonlyMap<string, string> {
  const list = cardsIn(state, zone);
  let first = FIRST_BY_TITLE.get(list);
  if (!first) {
    first = new Map();
    for (const iid of list) {
      const key = titleKey(bp(state, iid).title);
      if (!first.has(key)) first.set(key, iid);
    }
    FIRST_BY_TITLE.set(list, first);
  }
  return first;
}

/**
 * Issue 15 (personnel, class-downloads.ts): the first copy titled `title` (draw deck from the top, then
 * hand) of a card of one of the icon's classes ("any PADD").
 */
function findOfClass(state: GameState, player: PlayerId, classes: readonly ClassFilter[], source: Card, title: string): string | undefined {
  const key = titleKey(title);
  for (const zone of searchedZones(state, player)) {
    const found = cardsIn(state, zone).find((iid) => titleKey(bp(state, iid).title) === key && ofClass(bp(state, iid), classes, source));
    if (found) return found;
  }
  return undefined;
}

function ofClass(card: Card, classes: readonly ClassFilter[], source: Card): boolean {
  return classes.some((filter) => matchesDownload(card, filter) && matchesClassWords(card, filter, source));
}

/** The titles of the cards of the icon's classes in the draw deck or hand, each once, deck first. */
function titlesOfClass(state: GameState, player: PlayerId, classes: readonly ClassFilter[], source: Card): string[] {
  const titles = new Map<string, string>();
  for (const zone of searchedZones(state, player))
    for (const iid of cardsIn(state, zone)) {
      const card = bp(state, iid);
      if (!titles.has(titleKey(card.title)) && ofClass(card, classes, source)) titles.set(titleKey(card.title), card.title);
    }
  return [...titles.values()];
}

/**
 * Issue 15 (ships, pass E): the card an icon's alternatives let `target` name — a title alternative
 * equal to it (the first copy, `findToDownload`), or a kind alternative ("Any [TE][OS] personnel",
 * behaviour/download-kinds.ts) and the first copy of that title that is of the kind.
 */
export function findForIcon(state: GameState, player: PlayerId, icon: readonly string[], target: string): string | undefined {
  const key = titleKey(target);
  if (icon.some((title) => titleKey(title) === key)) return findToDownload(state, player, target);
  const kinds = icon.map(downloadKind).filter((kind) => kind !== undefined);
  if (kinds.length === 0) return undefined;
  for (const zone of searchedZones(state, player))
    for (const iid of cardsIn(state, zone)) {
      const card = bp(state, iid);
      if (titleKey(card.title) === key && kinds.some((kind) => isOfKind(card, kind))) return iid;
    }
  return undefined;
}

/** The titles a kind alternative finds in the deck and hand (each once, in search order); a title alternative is itself. */
function kindTitles(state: GameState, player: PlayerId, alternative: string): string[] {
  const kind = downloadKind(alternative);
  if (!kind) return [alternative];
  const titles = new Set<string>();
  for (const zone of searchedZones(state, player)) for (const iid of cardsIn(state, zone)) if (isOfKind(bp(state, iid), kind)) titles.add(bp(state, iid).title);
  return [...titles];
}

/**
 * Where a placed card may go "here" (the source's location): for personnel and equipment, with the
 * source first (aboard its ship or facility, or on its planet surface), then your other ships and
 * facilities there and the planet surface; for a ship, space at that location.
 */
export function placesHere(state: GameState, player: PlayerId, source: string, card: Card): string[] {
  const instance = state.cards[source]!;
  const location = locationOfZone(state, instance.zone);
  if (!location) return [];
  if (card.type === 'Ship') return [Z.space(location)];
  // Issue 15 (helper windows): a card lying on another (an event on a personnel: the 34th Rule of Acquisition) downloads where that card is.
  const host = zoneKind(instance.zone) === 'on' && state.cards[zoneArg(instance.zone)] ? zoneArg(instance.zone) : source;
  const sourceCard = bp(state, host);
  const own = sourceCard.type === 'Ship' || sourceCard.type === 'Facility' ? Z.aboard(host) : state.cards[host]!.zone;
  const places = [own];
  for (const other of tableIndex(state).onSpaceline) {
    if (other.owner !== player || other.iid === source || other.iid === host || locationOfZone(state, other.zone) !== location) continue;
    const type = bp(state, other.iid).type;
    if (type === 'Ship' || type === 'Facility') places.push(Z.aboard(other.iid));
  }
  if (state.locations[location]?.missions.some((iid) => isPlanetMission(bp(state, iid)))) places.push(Z.surface(location));
  return [...new Set(places)].filter((zone) => zoneKind(zone) !== 'space' && zoneKind(zone) !== 'docked');
}

/** Whether the player may act now to suspend play: their own turn outside a pending choice or attempt, or their response window. */
export function checkSuspendWindow(state: GameState, player: PlayerId): Problem | null {
  if (state.phase !== 'play' || !state.turn) return problem('WRONG_PHASE', 'special downloads are used in the play phase', DOWNLOAD_RULES.special);
  if (state.pendingManual) return problem('AWAITING_RESPONSE', 'a manual effect is waiting for the opponent to accept or dispute it', RULES.manualEffects);
  if (state.attempt?.choice || state.attempt?.manualDilemma) return problem('AWAITING_DILEMMA_CHOICE', "answer the dilemma's choice first", RULES.attemptIsOneAction);
  const window = topWindow(state);
  if (window) return window.player === player ? null : problem('NOT_YOUR_DECISION', `${window.player} may respond now`, RULES.alternatingActions);
  if (state.turn.player !== player) return problem('NOT_YOUR_TURN', 'outside a response window you download on your own turn', DOWNLOAD_RULES.special);
  if (state.attempt) return problem('ATTEMPT_IN_PROGRESS', 'a mission attempt is in progress: download in your response window after a dilemma is revealed', RULES.attemptIsOneAction);
  return null;
}

/**
 * The rules shared by every download of a found card: the personnel limit, uniqueness, the type played, the [AU] icon rule
 * (`to`, where known: a native time location needs no door). `discardAllowed`:
 * the downloading card's own text reaches the discard pile ("even from your discard pile": Tag!), whatever the grants.
 */
export function checkDownloadable(state: GameState, player: PlayerId, iid: string, permitted = false, discardAllowed = false, to?: string): Problem | null {
  const card = bp(state, iid);
  // Issue 15 (helper fer): a discard-pile card only while a grant of the player's covers its title (personnel-b.ts › discardDownloadCovers).
  if (!discardAllowed && discardBarred(state, player, iid))
    return problem('NOT_FROM_DISCARD', `no card of yours lets ${card.title} be downloaded from your discard pile`, DOWNLOAD_RULES.downloading);
  const forbidden = downloadsForbiddenBy(state);
  // Issue 15 (helper bogborg): a card of the player's that lets them ignore it, or forbids them this download (download-bans.ts).
  if (forbidden && !ignoresDownloadBan(state, player, card)) return problem('DOWNLOADS_FORBIDDEN', `${forbidden} is in play: nobody may download`, RULES.cardEffects);
  const banned = ownDownloadBan(state, player, card);
  if (banned) return problem('DOWNLOADS_FORBIDDEN', `${banned} forbids you to download ${card.title}`, RULES.cardEffects);
  // Issue 15 (facility downloads): `permitted` — the source names a facility or artifact and places it itself (facility-downloads.ts).
  if (!(permitted && !card.qIcon) && !downloadable(card))
    return problem('NOT_AUTOMATED', `downloading a ${card.type}${card.qIcon ? ' with the Q icon' : ''} is not automated yet (move it by a manual effect)`, DOWNLOAD_RULES.clarifications);
  if (card.type === 'Personnel' && state.turn && state.personnelDownloadTurn?.[player] === state.turn.number)
    return problem('PERSONNEL_DOWNLOAD_LIMIT', 'you have already downloaded a personnel this turn (once every turn)', DOWNLOAD_RULES.personnelLimit);
  // The [AU] icon rule: a download plays the card "following all the normal rules for playing a card" (1E rulebook › DOWNLOADING; alternate-universe.ts).
  return checkUniqueness(state, player, card) ?? alternateUniverseProblem(state, player, iid, 'play', to ? { to } : {});
}

export function checkSpecialDownload(state: GameState, command: CommandOf<'SpecialDownload'>): Problem | null {
  const found = checkSuspendWindow(state, command.actor);
  if (found) return found;
  // Issue 15 (missions): a mission's "when you solve, you may download" (behaviour/mission-downloads.ts).
  if (isMissionSource(state, command.source)) return checkMissionDownload(state, command);
  // Issue 15 (facility downloads): a card atop the mission just solved downloads a facility (behaviour/facility-downloads.ts).
  if (isSolvedHereSource(state, command.source)) return checkSolvedHereDownload(state, command);
  const source = state.cards[command.source];
  if (!source || source.owner !== command.actor || !isInPlayZone(source.zone) || !locationOfZone(state, source.zone))
    return problem('NO_SUCH_SOURCE', 'the special download icon must be on your card in play at a location', DOWNLOAD_RULES.special);
  const sourceCard = bp(state, command.source);
  const icon = specialDownloadIcons(sourceCard)[command.icon];
  if (!icon) return problem('NO_SUCH_ICON', `${sourceCard.title} has no special download icon number ${command.icon}`, DOWNLOAD_RULES.special);
  if (source.disabled) return problem('DISABLED', `${sourceCard.title} is disabled and cannot use its special skills`, RULES.disabled);
  const classes = classDownloadOf(sourceCard, command.icon);
  if (!classes && !icon.some((title) => titleKey(title) === titleKey(command.target) || downloadKind(title)))
    return problem('NOT_THE_ICONS_TARGET', `${sourceCard.title}'s icon downloads ${icon.join(' or ')}, not ${command.target}`, DOWNLOAD_RULES.special);
  if (state.specialDownloadsUsed?.[iconKey(command.actor, sourceCard, command.icon, state)])
    return problem('ICON_SPENT', `${sourceCard.title}'s special download was already used (once per game per card title, or as its skill limits)`, DOWNLOAD_RULES.here);
  const blocked = skillDownloadBlocked(state, command.source, sourceCard, printedDownloadIcons(sourceCard).length, command.icon);
  if (blocked) return problem('CONDITION_UNMET', blocked, DOWNLOAD_RULES.special);
  // Issue 15: a class the card's script names (class-downloads.ts), else the icon's alternatives — titles, or kinds of card (download-kinds.ts).
  const card = classes ? findOfClass(state, command.actor, classes, sourceCard, command.target) : findForIcon(state, command.actor, icon, command.target);
  if (!card && findToDownload(state, command.actor, command.target))
    return problem('NOT_THE_ICONS_TARGET', `${sourceCard.title}'s icon downloads ${icon.join(' or ')}: ${command.target} is not such a card`, DOWNLOAD_RULES.special);
  if (!card) return problem('INVALID_DOWNLOAD', `${command.target} is not in your draw deck or hand: the download is invalid`, DOWNLOAD_RULES.invalid);
  return checkDownloadable(state, command.actor, card) ?? checkPlacement(state, command, card);
}

/** Where the found card goes: a place here for a placed card, the scripted card's target for a played one. */
function checkPlacement(state: GameState, command: CommandOf<'SpecialDownload'>, iid: string): Problem | null {
  const card = bp(state, iid);
  if (PLACED.has(card.type)) {
    if (command.cardTarget !== undefined) return problem('NO_TARGET', `${card.title} takes no target`, DOWNLOAD_RULES.here);
    const places = placesHere(state, command.actor, command.source, card);
    if (places.length === 0) return problem('NOWHERE_HERE', `${card.title} has no place at the location of the icon`, DOWNLOAD_RULES.here);
    if (command.to !== undefined && !places.includes(command.to)) return problem('NOT_HERE', `${command.to} is not a place at the location of the icon`, DOWNLOAD_RULES.here);
    return null;
  }
  if (command.to !== undefined) return problem('NOT_PLACED', `${card.title} is played as its text says, not placed`, DOWNLOAD_RULES.here);
  return checkPlayedTarget(state, command.actor, iid, command.cardTarget);
}

/** A downloaded card played like one from hand: its script's target when it has one (validTargets), none otherwise. */
export function checkPlayedTarget(state: GameState, player: PlayerId, iid: string, target: string | undefined): Problem | null {
  const scripted = scriptedPlay(bp(state, iid));
  if (scripted?.play?.window.kind === 'build') return problem('NOT_AUTOMATED', `building ${scripted.title} by a download is not automated yet`, DOWNLOAD_RULES.clarifications);
  if (scripted?.targets) {
    if (target === undefined) return problem('TARGET_REQUIRED', `${scripted.title} needs a target`, RULES.triggers);
    if (!validTargets(state, player, scripted.targets, iid).includes(target)) return problem('INVALID_TARGET', `${target} is not a valid target for ${scripted.title}`, RULES.triggers);
  } else if (target !== undefined) return problem('NO_TARGET', `${bp(state, iid).title} takes no target`, RULES.triggers);
  return null;
}

export function specialDownload(ctx: Ctx, command: CommandOf<'SpecialDownload'>): void {
  if (isMissionSource(ctx.state, command.source)) return missionDownload(ctx, command);
  if (isSolvedHereSource(ctx.state, command.source)) return solvedHereDownload(ctx, command);
  const sourceCard = bp(ctx.state, command.source);
  const classes = classDownloadOf(sourceCard, command.icon);
  const icon = specialDownloadIcons(sourceCard)[command.icon]!;
  const iid = (classes ? findOfClass(ctx.state, command.actor, classes, sourceCard, command.target) : findForIcon(ctx.state, command.actor, icon, command.target))!;
  const card = bp(ctx.state, iid);
  const to = PLACED.has(card.type) ? (command.to ?? placesHere(ctx.state, command.actor, command.source, card)[0]!) : undefined;
  const spent = iconKey(command.actor, sourceCard, command.icon, ctx.state);
  // Issue 15 (personnel, second half): a download skill "in place of your normal card play" spends it.
  const normalCardPlay = spendsNormalCardPlay(sourceCard, printedDownloadIcons(sourceCard).length, command.icon) ? { normalCardPlay: true as const } : {};
  downloadCard(ctx, command.actor, iid, command.source, { to, spent, cardTarget: command.cardTarget, ...normalCardPlay });
}

/**
 * Plays a found card: a placed card to `to`, a played card where its script (or type) sends it, then
 * its `played` effects — after a response window of its own when none is open, at once when the
 * download suspended play inside a window (the window stays open for its player). The draw deck it
 * was searched in is reshuffled (1E rulebook › DOWNLOADING).
 */
export function downloadCard(ctx: Ctx, player: PlayerId, iid: string, source: string, how: { to?: string; spent?: string; cardTarget?: string; normalCardPlay?: true; placed?: true }): void {
  const card = bp(ctx.state, iid);
  const from = ctx.state.cards[iid]!.zone;
  // Issue 15 (facility downloads): `placed` — a facility built, or an artifact used as equipment, put at `to` (facility-downloads.ts).
  const placed = PLACED.has(card.type) || !!how.placed;
  const scripted = placed ? undefined : scriptedPlay(card);
  const to = how.to ?? destinationOf(scripted, card, player, how.cardTarget);
  // As when played from hand (play.ts): an event's countdown icon starts counting; an interrupt has none.
  const countdown = placed || card.type === 'Interrupt' ? undefined : countdownOf(card);
  ctx.emit({
    type: 'CardDownloaded',
    player,
    card: iid,
    title: card.title,
    from,
    to,
    source,
    ...(how.spent ? { spent: how.spent } : {}),
    ...(how.normalCardPlay ? { normalCardPlay: true as const } : {}),
    ...(card.type === 'Personnel' ? { personnelTurn: ctx.state.turn!.number } : {}),
    ...(countdown !== undefined ? { countdown } : {}),
    ...(needsPlayedTurn(scripted) ? { turn: ctx.state.turn!.number } : {}),
    rule: how.spent ? `${DOWNLOAD_RULES.special}; ${DOWNLOAD_RULES.here}` : DOWNLOAD_RULES.downloading,
  });
  shuffleZone(ctx, Z.draw(player), DOWNLOAD_RULES.downloading);
  stopIfEntersPlayStopped(ctx, iid);
  // Issue 15 (events-d): a download plays the card (1E rulebook › DOWNLOADING): cards reacting to plays (when-cards-played.ts).
  runWhenCardsPlayed(ctx, player, iid, true);
  // Issue 15 (personnel, second half): a personnel downloaded reports where it is placed (General K'Vagh, Mrs. O'Brien).
  if (card.type === 'Personnel') runWhenReportedHere(ctx, iid);
  if (placed) return;
  if (!topWindow(ctx.state)) openWindow(ctx, iid, player, how.cardTarget);
  else if (scripted) runPlayedEffects(ctx, player, iid, how.cardTarget, scripted);
}

/**
 * The special downloads `player` may use now, one command per usable icon whose target is in the
 * deck or hand (the first alternative found; a placed card with the source, a scripted card once per
 * valid target). During a mission attempt the attempting team's place at the icon's location is
 * offered too (the planet surface, where a downloaded personnel joins the Away Team at once).
 */
export function specialDownloadCommands(state: GameState, player: PlayerId): CommandOf<'SpecialDownload'>[] {
  if (checkSuspendWindow(state, player)) return [];
  // Issue 15 (missions): the solve download of the mission whose window is open for its solver.
  const out: CommandOf<'SpecialDownload'>[] = [...missionDownloadCommands(state, player), ...solvedHereDownloadCommands(state, player)];
  for (const instance of tableIndex(state).inPlayBy[player]) {
    const card = bp(state, instance.iid);
    const icons = specialDownloadIcons(card);
    if (icons.length === 0 || instance.disabled || !locationOfZone(state, instance.zone)) continue;
    icons.forEach((titles, icon) => {
      if (state.specialDownloadsUsed?.[iconKey(player, card, icon, state)]) return;
      if (skillDownloadBlocked(state, instance.iid, card, printedDownloadIcons(card).length, icon)) return;
      // Issue 15 (personnel): an icon naming a class of cards offers each matching title found (class-downloads.ts);
      // Issue 15 (ships, pass E): a kind alternative offers every title of its kind found; a title alternative ends the search.
      const classes = classDownloadOf(card, icon);
      alternatives: for (const alternative of classes ? [null] : titles)
        for (const target of alternative === null ? titlesOfClass(state, player, classes!, card) : kindTitles(state, player, alternative)) {
        const base: CommandOf<'SpecialDownload'> = { type: 'SpecialDownload', actor: player, source: instance.iid, icon, target };
        const found = classes ? findOfClass(state, player, classes, card, target) : findForIcon(state, player, titles, target);
        if (!found || checkDownloadable(state, player, found)) continue;
        const downloaded = bp(state, found);
        if (PLACED.has(downloaded.type)) {
          const places = placesHere(state, player, instance.iid, downloaded);
          if (places.length === 0) continue;
          out.push(base);
          const team = state.attempt && state.attempt.player === player && state.attempt.planet ? Z.surface(state.attempt.location) : undefined;
          if (team && team !== places[0] && places.includes(team)) out.push({ ...base, to: team });
        } else {
          const scripted = scriptedPlay(downloaded);
          if (scripted?.targets) for (const cardTarget of validTargets(state, player, scripted.targets, found)) out.push({ ...base, cardTarget });
          else if (!checkPlayedTarget(state, player, found, undefined)) out.push(base);
        }
        if (alternative !== null && !downloadKind(alternative)) break alternatives;
      }
    });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// The `download` words of scripted cards (vocabulary-downloads.ts): the card to download is the
// played card's target, chosen when it is played; it is downloaded when the card resolves.

export function matchesDownload(card: Card, filter: DownloadFilter): boolean {
  // Issue 15 (download): alternatives, each a whole filter (hand-downloads.ts' cards).
  if (filter.anyOf && !filter.anyOf.some((one) => matchesDownload(card, one))) return false;
  // One reading of title words for every download filter (class downloads included): whole words or phrases, as titles are compared (titleKey).
  if (filter.titleWords && !filter.titleWords.some((words) => ` ${titleKey(card.title)} `.includes(` ${titleKey(words)} `))) return false;
  if (filter.types && !filter.types.includes(card.type)) return false;
  if (filter.titles && !filter.titles.some((title) => titleKey(title) === titleKey(card.title))) return false;
  if (filter.characteristics && !filter.characteristics.some((wanted) => card.characteristics.some((has) => titleKey(has) === titleKey(wanted)))) return false;
  if (filter.affiliations && !card.affiliations.some((affiliation) => filter.affiliations!.includes(affiliation))) return false;
  // Issue 15 (helper tail2): "a non-[Non] …" — none of its affiliations is one of these.
  if (filter.notAffiliations && card.affiliations.some((affiliation) => filter.notAffiliations!.includes(affiliation))) return false;
  if (filter.universal !== undefined && card.universal !== filter.universal) return false;
  if (filter.icons && !filter.icons.every((icon) => showsIcon(card, icon))) return false;
  if (filter.titleOrLoreWords && !hasWords(card.title, filter.titleOrLoreWords) && !hasWords(card.lore, filter.titleOrLoreWords)) return false;
  if (filter.names && !filter.names.some((name) => names(card, name))) return false;
  if (filter.nativeQuadrant && nativeQuadrant(card) !== filter.nativeQuadrant) return false;
  // Issue 15 (helper turns): "a [Fed] CIVILIAN" — the printed classification.
  if (filter.classification !== undefined && card.personnel?.classification !== filter.classification) return false;
  if (filter.notTitles && filter.notTitles.some((title) => titleKey(title) === titleKey(card.title))) return false;
  // Issue 15 (helper fer): "a non-OFFICER who has Computer Skill x2" (Quark's Isolinear Rods).
  if (filter.notClassification !== undefined && (card.type !== 'Personnel' || card.personnel?.classification === filter.notClassification)) return false;
  if (filter.skillAtLeast && printedSkillLevel(card, filter.skillAtLeast.skill) < filter.skillAtLeast.level) return false;
  return true;
}

/** The facilities a found personnel, ship or equipment may report to (normal reporting: the card names no location). */
export function reportFacilities(state: GameState, player: PlayerId, iid: string): string[] {
  return tableIndex(state)
    .inPlay.filter((instance) => bp(state, instance.iid).type === 'Facility' && !checkReportingPlace(state, player, iid, instance.iid))
    .map((instance) => instance.iid);
}

/** Issue 15 (incidents-d): the facility is of the kind the filter names (and of the card's affiliation, when `matching`). */
function reportsToFits(state: GameState, card: Card, facility: string, filter: DownloadFilter): boolean {
  const place = filter.reportsTo;
  if (!place) return true;
  const facilityCard = bp(state, facility);
  if (place.facilityKind !== undefined && facilityCard.facilityKind !== place.facilityKind) return false;
  if (place.matching && !facilityCard.affiliations.some((affiliation) => card.affiliations.includes(affiliation))) return false;
  // Issue 15 (helper finish): a card so titled lies on the facility (face up); a matching commander of that classification is aboard.
  if (place.withCardOn && !cardsIn(state, Z.on(facility)).some((iid) => state.cards[iid]!.faceUp && titleKey(bp(state, iid).title) === titleKey(place.withCardOn!))) return false;
  if (place.commanderAboard) {
    const owner = state.cards[facility]!.owner;
    const commander = cardsIn(state, Z.aboard(facility)).some((iid) => {
      const aboard = bp(state, iid);
      return state.cards[iid]!.owner === owner && aboard.type === 'Personnel' && aboard.personnel?.classification === place.commanderAboard && card.commandedBy.some((name) => isTitled(aboard, name) || aboard.persona.includes(name));
    });
    if (!commander) return false;
  }
  return true;
}

/**
 * Every card the player may download now for a `card-to-download` target: the first copy of each
 * matching card in the draw deck, then in hand; a placed card once per facility it may report to
 * (`card>facility`), a played card once (untargeted cards only).
 */
/**
 * The key a card's once-per-game-per-affiliation use is recorded under (`record-affiliation-use`, interrupts-d.ts), read by
 * `personnel-to-download-to-pair` and `card-to-download` targets with `oncePerAffiliation`.
 *   1E rulebook › MISCELLANEOUS RULES › "ONCE PER GAME" AND SIMILAR LIMITS.
 */
export function affiliationKey(player: PlayerId, title: string, affiliation: string): string {
  return `${player}|${title} (once per game)@${affiliation}`;
}

export function downloadTargets(state: GameState, player: PlayerId, spec: DownloadTarget, self?: string): string[] {
  const title = self ? bp(state, self).title : '';
  return downloadableCards(state, player, spec.filter).flatMap((iid) => {
    const card = bp(state, iid);
    // Issue 15 (helper tail2): "once per game per affiliation" — none of its affiliations already used this way.
    if (spec.oncePerAffiliation && card.affiliations.some((affiliation) => state.abilityUses?.[affiliationKey(player, title, affiliation)] !== undefined)) return [];
    // Issue 15 (helper finish): "download … here": placed where this card is, when there is such a place.
    if (spec.here && PLACED.has(card.type)) return self && placesHere(state, player, self, card).length > 0 ? [iid] : [];
    if (PLACED.has(card.type)) {
      const facilities = reportFacilities(state, player, iid).filter((facility) => reportsToFits(state, card, facility, spec.filter)).map((facility) => `${iid}>${facility}`);
      // Issue 15 (helper tail2): `anyPlace` — also where its own or another card's text lets it report (download-places.ts).
      return spec.anyPlace ? [...facilities, ...downloadPlaceZones(state, player, iid).map((zone) => `${iid}>${zone}`)] : facilities;
    }
    return checkPlayedTarget(state, player, iid, undefined) ? [] : [iid];
  });
}

/**
 * The cards `player` may download now that match `filter`, one per title (the first found in the
 * searched zones, in order), that `accept` also passes (a target's own condition: Holoprograms'
 * compatibility with the host). None while a card forbids downloads (issue 15, events-c: a card that
 * downloads then has no target, so it is not played), unless the player may ignore that card. `to`: where the card goes,
 * when known (the hand: the [AU] icon rule does not apply to a card taken into hand).
 */
export function downloadableCards(state: GameState, player: PlayerId, filter: DownloadFilter, accept?: (iid: string, card: Card) => boolean, to?: string): string[] {
  // checkDownloadable refuses each card while a card forbids downloads, unless a card of the player's lets
  // them ignore it (helper bogborg's download-bans.ts); no early return here, so that exemption reaches every list.
  const seen = new Set<string>();
  const out: string[] = [];
  for (const zone of searchedZones(state, player))
    for (const iid of cardsIn(state, zone)) {
      const card = bp(state, iid);
      if (seen.has(card.id) || !matchesDownload(card, filter)) continue;
      if (checkDownloadable(state, player, iid, false, false, to) || (accept && !accept(iid, card))) continue;
      seen.add(card.id);
      out.push(iid);
    }
  return out;
}

/** Where a reported card goes at a facility (docked to a facility that allows docking, as a report). */
export function reportZone(state: GameState, iid: string, facility: string): string {
  if (bp(state, iid).type !== 'Ship') return Z.aboard(facility);
  const instance = state.cards[facility]!;
  return allowsDocking(bp(state, facility)) ? Z.docked(facility) : Z.space(locationOfZone(state, instance.zone)!);
}

/** The `download-target` verb: the chosen card, if still where it was found and still downloadable, enters play. */
export function resolveDownloadTarget(ctx: Ctx, player: PlayerId, source: string, target: string | undefined, here = false): void {
  const [iid, facility] = (target ?? '').split('>') as [string, string | undefined];
  const instance = ctx.state.cards[iid];
  const still = instance && searchedZones(ctx.state, player).includes(instance.zone) && !checkDownloadable(ctx.state, player, iid);
  // Issue 15 (helper finish): "download … here" (the target's `here`): where the source card is (placesHere).
  const hereTo = here && still && PLACED.has(bp(ctx.state, iid).type) ? placesHere(ctx.state, player, source, bp(ctx.state, iid))[0] : undefined;
  if (here && hereTo && still) {
    downloadCard(ctx, player, iid, source, { to: hereTo });
    ctx.emit({ type: 'CardEffectResolved', card: source, player, effect: `downloaded ${bp(ctx.state, iid).title} here`, target: target!, rule: DOWNLOAD_RULES.downloading });
    return;
  }
  // Issue 15 (helper tail2): a zone place (an `anyPlace` target), still one the card may go to (download-places.ts).
  if (still && PLACED.has(bp(ctx.state, iid).type) && isZonePlace(facility) && downloadPlaceZones(ctx.state, player, iid).includes(facility)) {
    downloadCard(ctx, player, iid, source, { to: facility });
    ctx.emit({ type: 'CardEffectResolved', card: source, player, effect: `downloaded ${bp(ctx.state, iid).title}`, target: target!, rule: DOWNLOAD_RULES.downloading });
    return;
  }
  const placeOk = still && (PLACED.has(bp(ctx.state, iid).type) ? facility !== undefined && !isZonePlace(facility) && !checkReportingPlace(ctx.state, player, iid, facility) : true);
  if (!still || !placeOk) {
    // 1E rulebook › DOWNLOADING › Clarifications: Invalid Downloads: cancelled, nothing enters play.
    ctx.emit({ type: 'CardEffectResolved', card: source, player, effect: 'download invalid: the card is no longer available', ...(target ? { target } : {}), rule: DOWNLOAD_RULES.invalid });
    return;
  }
  downloadCard(ctx, player, iid, source, PLACED.has(bp(ctx.state, iid).type) ? { to: reportZone(ctx.state, iid, facility!) } : {});
  ctx.emit({ type: 'CardEffectResolved', card: source, player, effect: `downloaded ${bp(ctx.state, iid).title}`, target: target!, rule: DOWNLOAD_RULES.downloading });
}

/**
 * Issue 15 (helper tail2): the `cards-to-download` targets — every set of `count` downloadable cards of different titles
 * (one copy per title: downloadableCards), none a personnel, ship or equipment, each playable without a target; `a+b`.
 */
export function downloadGroupTargets(state: GameState, player: PlayerId, spec: DownloadGroupTarget): string[] {
  const found = downloadableCards(state, player, spec.filter).filter((iid) => !PLACED.has(bp(state, iid).type) && !checkPlayedTarget(state, player, iid, undefined));
  const out: string[] = [];
  const pick = (from: number, chosen: readonly string[]): void => {
    if (chosen.length === spec.count) {
      out.push(chosen.join('+'));
      return;
    }
    for (let i = from; i < found.length; i += 1) pick(i + 1, [...chosen, found[i]!]);
  };
  pick(0, []);
  return out;
}

/** The `download-targets` verb: each card of the `a+b` target enters play as one download; any one gone, none does. */
export function resolveDownloadTargets(ctx: Ctx, player: PlayerId, source: string, target: string | undefined): void {
  const cards = (target ?? '').split('+').filter((iid) => iid !== '');
  const still = cards.length > 0 && cards.every((iid) => ctx.state.cards[iid] && searchedZones(ctx.state, player).includes(ctx.state.cards[iid]!.zone) && !checkDownloadable(ctx.state, player, iid));
  if (!still) {
    ctx.emit({ type: 'CardEffectResolved', card: source, player, effect: 'download invalid: a card is no longer available', ...(target ? { target } : {}), rule: DOWNLOAD_RULES.invalid });
    return;
  }
  for (const iid of cards) {
    downloadCard(ctx, player, iid, source, {});
    ctx.emit({ type: 'CardEffectResolved', card: source, player, effect: `downloaded ${bp(ctx.state, iid).title}`, target: target!, rule: DOWNLOAD_RULES.downloading });
  }
}

/** The target words whose legal targets this module finds (behaviour/targets.ts). */
export const DOWNLOADS_TARGETS = finding(['card-to-download'], (state, player, spec, self) => downloadTargets(state, player, spec, self));
export const DOWNLOAD_GROUP_TARGETS = finding(['cards-to-download'], (state, player, spec) => downloadGroupTargets(state, player, spec));
