/**
 * Issue 15, personnel pass (helper personnel-a): special reporting granted by personnel
 * (vocabulary-reporting.ts). `SpecialReport { card, to }` puts a personnel, ship or equipment from
 * hand at `to` — where a permitting personnel is present, or the other places the permission names.
 *   1E rulebook › REPORTING FOR DUTY › SPECIAL REPORTING (additional places; native quadrant
 *   restrictions do not apply); › COMPATIBLE (the card must be compatible with the crew, Away Team or
 *   facility it joins — the engine checks the permitting personnel or the ship / facility reported
 *   aboard); PLAYING "FOR FREE" (not the normal card play, but still before executing orders);
 *   DUPLICATION AND PERSONAS (uniqueness still applies); "ONCE PER GAME" AND SIMILAR LIMITS.
 * The legal offers are cheap: nothing unless one of the player's cards in play or in hand has a
 * `reports` permission (a map lookup per card).
 */
import { reportLimitProblem } from './report-limits';
import type { Card } from '@captains-log/cards';
import { acceptsReporting, blueprintOf, compatible, isPlanetMission, titledAmong } from '../card-facts';
import { controls } from '../control';
import { bp, inPlayOf, problem, type Ctx, type Problem } from '../context';
import { checkCardPlayWindow, checkOwnTurn, checkReportingPlace, checkUniqueness } from '../play';
import { RULES } from '../rules';
import type { CardInstance, Command, CommandOf, GameState, PlayerId } from '../types';
import { cardsIn, isInPlayZone, locationOfCard, locationOfZone, Z, zoneArg, zoneKind } from '../zones';
import { mixesOf } from './play';
import { behaviourOf } from './registry';
import { conditionHolds } from './personnel-conditions';
import { isSpecies } from './modifiers-personnel';
import { runWhenReported } from './reports-personnel-b';
import { runWhenCardsPlayed } from './when-cards-played';
import type { ReportCost, ReportFilter, ReportPermit, ReportPlace } from './vocabulary-reporting';
import { tableIndex } from '../table-index';
import { matches as shipMatches } from './ship-modifiers-personnel';
import { showsIcon } from './property-logos';
import { hasTableReports, tableReportPlaces } from './table-reports';
import { hasLyingReports, lyingReportPlaces } from './locker-reports';
import { reportBanProblem } from './equipment-limits';
import { isSupportPersonnel } from './report-places';
import { alternateUniverseProblem, namesAlternateUniverse, showsAlternateUniverse } from './alternate-universe';

const R = (...path: string[]) => ['1E rulebook', ...path].join(' › ');
export const REPORTING_RULES = {
  special: R('REPORTING FOR DUTY', 'SPECIAL REPORTING'),
  free: R('PLAYING "FOR FREE"'),
} as const;

function printedLevel(card: Card, skill: string): number {
  const box = card.personnel?.skillBox.skills ?? [];
  return box.filter((s) => s.condition === undefined && s.name === skill && s.level > 0).reduce((sum, s) => sum + s.level, 0) + (card.personnel?.classification === skill ? 1 : 0);
}

/** The title or a persona names `name` as whole words ("Jake Sisko" names Sisko; "Dukath" does not name Dukat). */
export function names(card: Card, name: string): boolean {
  const word = new RegExp(`(^|[^A-Za-z'])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^A-Za-z'])`);
  return word.test(card.title) || card.persona.some((p) => word.test(p));
}

/** Whether the printed `card` matches `filter`. */
export function reportMatches(card: Card, filter: ReportFilter): boolean {
  if (!(filter.types ?? ['Personnel']).includes(card.type)) return false;
  if (filter.names && !filter.names.some((name) => names(card, name))) return false;
  if (filter.affiliation && !card.affiliations.includes(filter.affiliation as never)) return false;
  if (filter.species && !isSpecies(card, filter.species)) return false;
  const shows = (code: string) => card.icons.some((icon) => icon.code.toLowerCase() === code.toLowerCase()) || showsIcon(card, code);
  if (filter.icons && !filter.icons.every(shows)) return false;
  if (filter.notIcon && shows(filter.notIcon)) return false;
  if (filter.classification && card.personnel?.classification !== filter.classification) return false;
  if (filter.skill && printedLevel(card, filter.skill) <= 0) return false;
  if (filter.characteristic && !card.characteristics.some((c) => c.toLowerCase() === filter.characteristic!.toLowerCase())) return false;
  if (filter.universal !== undefined && card.universal !== filter.universal) return false;
  if (filter.loreWord && !(card.lore ?? '').toLowerCase().includes(filter.loreWord.toLowerCase())) return false;
  if (filter.shipClass && !(card.ship?.shipClass ?? '').toLowerCase().startsWith(filter.shipClass.toLowerCase())) return false;
  if (filter.supportPersonnel && !isSupportPersonnel(card)) return false;
  return true;
}

/** The ship passes a `self-aboard` permit: one of its titles, or (issue 15, incidents-d) one of its ship classes. */
function aboardMatches(ship: Card, permit: Extract<ReportPermit, { kind: 'self-aboard' }>): boolean {
  const shipClass = (ship.ship?.shipClass ?? '').toLowerCase();
  return titledAmong(permit.shipTitles, ship) || (permit.shipClasses ?? []).some((c) => shipClass.startsWith(c.toLowerCase()));
}

/** One way the card may report now: the zone, what it pays, the card that permits it (for once-per-turn limits and compatibility). */
interface ReportOption {
  readonly to: string;
  readonly cost: ReportCost;
  /** The permitting card (a personnel in play, or the reporting card itself). */
  readonly source: string;
  /** The card it joins, checked for compatibility (none: in space, or a surface with nobody named). */
  readonly joins?: string;
  /** Issue 15 (incidents-d): the once-each-turn limit is the permitting copy's own (`eachCopy`). */
  readonly eachCopy?: boolean;
  /** Issue 15 (incidents-f): the once-each-turn limit is this key of the permitting table card (table-reports.ts). */
  readonly sharedKey?: string;
}

/** The zones of `player`'s places at `location`: the planet surface (a planet mission), aboard their ships and facilities there. */
function placesAt(state: GameState, player: PlayerId, location: string, ship: boolean): { to: string; joins?: string }[] {
  if (ship) return [{ to: Z.space(location) }];
  const out: { to: string; joins?: string }[] = [];
  const mission = state.locations[location]?.missions[0];
  if (mission && isPlanetMission(blueprintOf(state, mission))) out.push({ to: Z.surface(location) });
  for (const zone of [Z.space(location), Z.surface(location)])
    for (const iid of cardsIn(state, zone)) {
      const type = blueprintOf(state, iid).type;
      if ((type === 'Ship' || type === 'Facility') && controls(state, player, iid)) out.push({ to: Z.aboard(iid), joins: iid });
      if (type === 'Facility') for (const docked of cardsIn(state, Z.docked(iid))) if (state.cards[docked]!.owner === player) out.push({ to: Z.aboard(docked), joins: docked });
    }
  return out;
}

/** Where a personnel in play is present: its zone, unless it is on the table or somewhere no card reports to. */
function presentZone(state: GameState, iid: string): string | null {
  const zone = state.cards[iid]!.zone;
  const kind = zoneKind(zone);
  return kind === 'surface' || kind === 'aboard' ? zone : null;
}

/** The zones a `self-at` permission names for `player` (vocabulary-reporting.ts › ReportPlace). */
function placesFor(state: GameState, player: PlayerId, place: ReportPlace): string[] {
  const mine = tableIndex(state).inPlayBy[player].filter((instance) => instance.faceUp);
  const quadrantOk = (zone: string, quadrant: string | undefined) => !quadrant || state.locations[locationOfZone(state, zone) ?? '']?.quadrant === quadrant;
  const ofType = (type: string) => mine.filter((instance) => blueprintOf(state, instance.iid).type === type && locationOfZone(state, instance.zone) !== null);
  switch (place.kind) {
    case 'ships':
      return ofType('Ship')
        .filter((instance) => {
          if (place.ship && !shipMatches(blueprintOf(state, instance.iid), instance.owner, player, place.ship)) return false;
          if (place.empty && cardsIn(state, Z.aboard(instance.iid)).some((other) => blueprintOf(state, other).type === 'Personnel')) return false;
          return quadrantOk(instance.zone, place.quadrant);
        })
        .map((instance) => Z.aboard(instance.iid));
    case 'facilities':
      return ofType('Facility')
        .filter((instance) => (!place.titles || titledAmong(place.titles, blueprintOf(state, instance.iid))) && quadrantOk(instance.zone, place.quadrant))
        .map((instance) => Z.aboard(instance.iid));
    case 'anywhere': {
      const aboard = [...ofType('Ship'), ...ofType('Facility')].map((instance) => Z.aboard(instance.iid));
      const planets = Object.keys(state.locations).filter((location) => state.locations[location]!.missions.some((mission) => isPlanetMission(blueprintOf(state, mission)))).map((location) => Z.surface(location));
      return [...aboard, ...planets];
    }
  }
}

function personnelInPlay(state: GameState): CardInstance[] {
  return Object.values(state.cards).filter((c) => c.faceUp && isInPlayZone(c.zone) && (zoneKind(c.zone) === 'surface' || zoneKind(c.zone) === 'aboard') && blueprintOf(state, c.iid).type === 'Personnel');
}

/** Every way the card in `player`'s hand may report specially now (before the turn, uniqueness and limits). */
function optionsFor(state: GameState, player: PlayerId, card: string, permitting: readonly string[]): ReportOption[] {
  const printed = bp(state, card);
  const out: ReportOption[] = [];
  // Permissions of personnel in play.
  for (const source of permitting) {
    for (const permit of behaviourOf(state.cards[source]!.blueprint)?.reports ?? []) {
      if (permit.kind !== 'others-where-present' || !reportMatches(printed, permit.who)) continue;
      if (permit.when && !conditionHolds(state, source, permit.when)) continue;
      const cost: ReportCost = permit.freeFor && reportMatches(printed, permit.freeFor) ? 'free' : (permit.cost ?? 'normal');
      if (permit.here) {
        const location = locationOfZone(state, state.cards[source]!.zone);
        if (location) for (const place of placesAt(state, player, location, printed.type === 'Ship')) out.push({ ...place, cost, source });
      } else {
        const zone = presentZone(state, source);
        if (zone) out.push({ to: zone, cost, source, joins: source, ...(permit.eachCopy ? { eachCopy: true } : {}) });
      }
    }
  }
  // The card's own permissions.
  for (const permit of behaviourOf(printed.id)?.reports ?? []) {
    switch (permit.kind) {
      case 'self-where-present':
        for (const other of personnelInPlay(state)) {
          if ((!permit.anyones && other.owner !== player) || !reportMatches(blueprintOf(state, other.iid), permit.with)) continue;
          const zone = presentZone(state, other.iid);
          if (zone) out.push({ to: zone, cost: permit.cost ?? 'normal', source: card, joins: other.iid });
        }
        break;
      case 'self-aboard':
        for (const ship of Object.values(state.cards))
          if (ship.owner === player && isInPlayZone(ship.zone) && ['space', 'docked', 'surface'].includes(zoneKind(ship.zone)) && blueprintOf(state, ship.iid).type === 'Ship' && aboardMatches(blueprintOf(state, ship.iid), permit))
            out.push({ to: Z.aboard(ship.iid), cost: permit.cost ?? 'normal', source: card, joins: ship.iid });
        break;
      case 'self-free': {
        if (permit.ifInPlay && !personnelInPlay(state).some((other) => permit.ifInPlay!.some((name) => names(blueprintOf(state, other.iid), name)))) break;
        for (const facility of Object.values(state.cards)) {
          if (!isInPlayZone(facility.zone) || blueprintOf(state, facility.iid).type !== 'Facility' || !acceptsReporting(blueprintOf(state, facility.iid))) continue;
          if (permit.facilityTitles && !titledAmong(permit.facilityTitles, blueprintOf(state, facility.iid))) continue;
          // Normal reporting (compatibility, native quadrant), only for free.
          if (checkReportingPlace(state, player, card, facility.iid)) continue;
          out.push({ to: printed.type === 'Ship' ? Z.space(locationOfZone(state, facility.zone)!) : Z.aboard(facility.iid), cost: 'free', source: card, joins: facility.iid });
        }
        break;
      }
      case 'self-at':
        for (const to of placesFor(state, player, permit.to)) out.push({ to, cost: permit.cost ?? 'normal', source: card });
        break;
      case 'others-where-present':
        break;
    }
  }
  // Issue 15 (incidents-f): the player's table cards (table-reports.ts).
  for (const place of tableReportPlaces(state, player, printed, reportMatches, names))
    out.push({ to: place.to, source: place.source, ...(place.joins ? { joins: place.joins } : {}), ...(place.cost === 'normal' ? { cost: 'normal' as const } : { cost: 'free-once-per-turn' as const, sharedKey: place.key }) });
  // Issue 15 (site text): a card of the player's lying on a site or ship (locker-reports.ts: Weapons Locker).
  for (const place of lyingReportPlaces(state, player, printed, reportMatches)) out.push(place);
  return out;
}

/** The player's personnel in play whose script permits others to report (a map lookup per card). */
function permittingOf(state: GameState, player: PlayerId, mine?: readonly CardInstance[]): string[] {
  return (mine ?? inPlayOf(state, player))
    .filter((c) => c.owner === player && c.faceUp && !c.disabled && isInPlayZone(c.zone) && behaviourOf(c.blueprint)?.reports?.some((p: ReportPermit) => p.kind === 'others-where-present'))
    .map((c) => c.iid);
}

const onceKey = (player: PlayerId, state: GameState, source: string, eachCopy?: boolean, sharedKey?: string) => (sharedKey ? `${player}|${sharedKey}` : `${player}|${bp(state, source).title}${eachCopy ? `@${source}` : ''}#report`);

/** Why this option cannot be used now (turn, payment, limit, compatibility), or null. */
function checkOption(state: GameState, player: PlayerId, card: string, option: ReportOption): Problem | null {
  const paid = option.cost === 'normal' ? checkCardPlayWindow(state, player, REPORTING_RULES.special) : (checkOwnTurn(state, player, REPORTING_RULES.free) ?? (state.turn!.stage !== 'card-play' ? problem('CARD_PLAY_FORFEITED', 'cards played for free also come before executing orders', REPORTING_RULES.free) : null));
  if (paid) return paid;
  // Issue 15 (partials-iob): the card's own bans ("may not report aboard a [MQ] facility"; equipment-limits.ts).
  const banned = reportBanProblem(state, card, zoneKind(option.to) === 'aboard' ? zoneArg(option.to) : undefined, false);
  if (banned) return banned;
  if (option.cost === 'free-once-per-turn' && state.abilityUses?.[onceKey(player, state, option.source, option.eachCopy, option.sharedKey)] === state.turn!.number)
    return problem('ONCE_PER_TURN', `${bp(state, option.source).title} lets a card report for free once each turn`, RULES.oncePerTurn);
  if (option.joins && !compatible(bp(state, card), bp(state, option.joins), mixesOf(state, player, locationOfCard(state, option.joins))))
    return problem('NOT_COMPATIBLE', `${bp(state, card).title} is not compatible with ${bp(state, option.joins).title}`, RULES.compatible);
  // The [AU] icon rule (alternate-universe.ts): a door of the player's, a time location it is native to, or a permitting card naming [AU] (Sigmund Freud).
  if (!showsAlternateUniverse(bp(state, card))) return null;
  return alternateUniverseProblem(state, player, card, 'play', { to: option.to, exempt: sourceNamesAlternateUniverse(state, card, option.source) });
}

/** The permitting card (not the reporting card itself) names the [AU] icon in its report permissions (Sigmund Freud, Vorta Scenario Testing). */
function sourceNamesAlternateUniverse(state: GameState, card: string, source: string): boolean {
  if (source === card || !state.cards[source]) return false;
  const behaviour = behaviourOf(state.cards[source]!.blueprint);
  return namesAlternateUniverse({ reports: behaviour?.reports, tableReports: behaviour?.tableReports, reportsWhereLying: behaviour?.reportsWhereLying });
}

/** Whether the special report of `card` to `to` goes by a permitting card naming the [AU] icon (decide.ts › the [AU] spend). */
export function specialReportExemptsAlternateUniverse(state: GameState, player: PlayerId, card: string, to: string): boolean {
  const { option } = pick(state, player, card, to);
  return !!option && sourceNamesAlternateUniverse(state, card, option.source);
}

/**
 * Issue 15 (helper tail2): the zones `card` could be reported to by special reporting now (its own text, its player's
 * personnel and table cards, cards lying on sites or ships), leaving out places the card's own bans forbid — the turn,
 * the card play and once-each-turn limits are not asked (a download is no card play: 1E rulebook › DOWNLOADING).
 * Read by download-places.ts for a download "played to the table normally".
 */
export function specialReportZones(state: GameState, player: PlayerId, card: string): string[] {
  const zones = optionsFor(state, player, card, permittingOf(state, player))
    .filter((option) => !reportBanProblem(state, card, zoneKind(option.to) === 'aboard' ? zoneArg(option.to) : undefined, false))
    .filter((option) => !option.joins || compatible(bp(state, card), bp(state, option.joins), mixesOf(state, player, locationOfCard(state, option.joins))))
    .map((option) => option.to);
  return [...new Set(zones)];
}

/** The first usable option to `to` (free ones first), or the problem with the last one. */
function pick(state: GameState, player: PlayerId, card: string, to: string): { option?: ReportOption; problem?: Problem } {
  const options = optionsFor(state, player, card, permittingOf(state, player)).filter((o) => o.to === to);
  options.sort((a, b) => (a.cost === 'normal' ? 1 : 0) - (b.cost === 'normal' ? 1 : 0));
  let last: Problem | null = null;
  for (const option of options) {
    last = checkOption(state, player, card, option);
    if (!last) return { option };
  }
  return { problem: last ?? problem('NO_SPECIAL_REPORTING', `nothing lets ${bp(state, card).title} report there`, REPORTING_RULES.special) };
}

export function checkSpecialReport(state: GameState, command: CommandOf<'SpecialReport'>): Problem | null {
  const turn = checkOwnTurn(state, command.actor, REPORTING_RULES.special);
  if (turn) return turn;
  const instance = state.cards[command.card];
  if (!instance || instance.zone !== Z.hand(command.actor)) return problem('CARD_NOT_IN_HAND', 'that card is not in your hand', RULES.normalCardPlay);
  const type = bp(state, command.card).type;
  if (type !== 'Personnel' && type !== 'Ship' && type !== 'Equipment') return problem('NOT_REPORTABLE', 'only personnel, ships and equipment report for duty', RULES.reportingForDuty);
  const unique = checkUniqueness(state, command.actor, bp(state, command.card)) ?? reportLimitProblem(state, command.actor, command.card);
  if (unique) return unique;
  return pick(state, command.actor, command.card, command.to).problem ?? null;
}

export function specialReport(ctx: Ctx, command: CommandOf<'SpecialReport'>): void {
  const { option } = pick(ctx.state, command.actor, command.card, command.to);
  const normal = option!.cost === 'normal';
  if (option!.cost === 'free-once-per-turn')
    ctx.emit({ type: 'CardAbilityUsed', player: command.actor, title: option!.sharedKey ?? `${bp(ctx.state, option!.source).title}${option!.eachCopy ? `@${option!.source}` : ''}#report`, turn: ctx.state.turn!.number, rule: RULES.oncePerTurn });
  // A special report is a report for duty (the same fact as ReportForDuty's: the normal card play, reports-only turns).
  ctx.emit({
    type: 'CardReported',
    player: command.actor,
    card: command.card,
    facility: zoneKind(command.to) === 'aboard' ? zoneArg(command.to) : locationOfZone(ctx.state, command.to)!,
    to: command.to,
    normalCardPlay: normal,
    ...(normal && ctx.state.turn!.normalCardPlayUsed ? { extraPlay: true as const } : {}),
    rule: normal ? REPORTING_RULES.special : `${REPORTING_RULES.special}; ${REPORTING_RULES.free}`,
  });
  // Issue 15 (personnel-c): a special report is a report for duty: the card's `whenReported` and the `whenReportedHere` of personnel at its location.
  if (bp(ctx.state, command.card).type === 'Personnel') runWhenReported(ctx, command.actor, command.card, true);
  // Issue 15 (equipment-e): cards reacting to a card played (when-cards-played.ts).
  runWhenCardsPlayed(ctx, command.actor, command.card);
}

/** Every special report worth offering: one per card in hand and destination (checked like the command). */
export function specialReportCandidates(state: GameState, player: PlayerId, mine?: readonly CardInstance[]): Command[] {
  const hand = cardsIn(state, Z.hand(player));
  const permitting = permittingOf(state, player, mine);
  if (permitting.length === 0 && !hand.some((iid) => behaviourOf(state.cards[iid]!.blueprint)?.reports) && !hasTableReports(state, player) && !hasLyingReports(state, player)) return [];
  if (checkOwnTurn(state, player, REPORTING_RULES.special) || state.turn!.stage !== 'card-play') return [];
  const out: Command[] = [];
  const inPlay = inPlayOf(state, player);
  for (const card of hand) {
    const type = bp(state, card).type;
    if (type !== 'Personnel' && type !== 'Ship' && type !== 'Equipment') continue;
    const options = optionsFor(state, player, card, permitting);
    if (options.length === 0 || checkUniqueness(state, player, bp(state, card), inPlay)) continue;
    const seen = new Set<string>();
    for (const option of options) {
      if (seen.has(option.to) || checkOption(state, player, card, option)) continue;
      seen.add(option.to);
      out.push({ type: 'SpecialReport', actor: player, card, to: option.to });
    }
  }
  return out;
}
