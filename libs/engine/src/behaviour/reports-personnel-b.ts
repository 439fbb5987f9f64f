/**
 * Issue 15 (personnel, second half): reporting for duty where a card's special skill says
 * (`reportsTo`, `letsReport`: vocabulary-personnel-b.ts) — the `SpecialReport` command (behaviour/special-report.ts joins
 * these rules with personnel-a's, behaviour/reporting.ts).
 *
 * 1E rulebook › REPORTING FOR DUTY (a personnel reports as the normal card play, on your turn, before
 * orders); 1E rulebook › PLAYING A CARD › PLAYING FOR FREE ("for free": not the normal card play);
 * 1E rulebook › DUPLICATION AND PERSONAS (uniqueness still applies); the card names the place, so a
 * facility's compatibility and the native quadrant are not asked (as in special reporting,
 * 1E rulebook › SPECIAL DOWNLOAD).
 *
 * Speed: the cards with these words are found once per game (the blueprints never change); a game
 * without them costs one map lookup.
 */
import { blueprintOf, compatible, isPlanetMission } from '../card-facts';
import { mixesOf } from './play';
import { bp, problem, type Ctx, type Problem } from '../context';
import { checkCardPlayWindow, checkInHand, checkOwnTurn, checkUniqueness } from '../play';
import { RULES } from '../rules';
import type { CommandOf, GameState, PlayerId } from '../types';
import { cardsIn, locationOfZone, Z, zoneArg, zoneKind } from '../zones';
import { reaches } from './modifiers-personnel';
import { conditionHolds } from './personnel-conditions';
import { tableIndex } from '../table-index';
import { behaviourOf } from './registry';
import { runEffects } from './verbs';
import { matches } from './ship-modifiers-personnel';
import type { ReportPlace } from './vocabulary-personnel-b';

const RULE = `${RULES.reportingForDuty}; 1E rulebook › SPECIAL DOWNLOAD (special reporting)`;

/** Blueprints of a game whose cards report specially or let others report (the game's blueprints never change). */
const sources = new WeakMap<object, { readonly reporters: ReadonlySet<string>; readonly permitters: ReadonlySet<string> }>();
function sourcesOf(state: GameState) {
  let found = sources.get(state.blueprints);
  if (!found) {
    const reporters = new Set<string>();
    const permitters = new Set<string>();
    for (const id of Object.keys(state.blueprints)) {
      const behaviour = behaviourOf(id);
      if (behaviour?.reportsTo?.length) reporters.add(id);
      if (behaviour?.letsReport?.length) permitters.add(id);
    }
    found = { reporters, permitters };
    sources.set(state.blueprints, found);
  }
  return found;
}

/** Places on the table: aboard zones and planet surfaces. */
const placeable = (zone: string) => zoneKind(zone) === 'aboard' || zoneKind(zone) === 'surface';

function placesFor(state: GameState, player: PlayerId, place: ReportPlace): string[] {
  const mine = tableIndex(state).inPlayBy[player].filter((instance) => instance.faceUp !== false);
  const quadrantOk = (zone: string, quadrant: string | undefined) => !quadrant || state.locations[locationOfZone(state, zone) ?? '']?.quadrant === quadrant;
  switch (place.kind) {
    case 'ships':
      return mine
        .filter((instance) => {
          const card = blueprintOf(state, instance.iid);
          if (card.type !== 'Ship' || !locationOfZone(state, instance.zone)) return false;
          if (place.ship && !matches(card, instance.owner, player, place.ship)) return false;
          if (place.empty && cardsIn(state, Z.aboard(instance.iid)).some((other) => blueprintOf(state, other).type === 'Personnel')) return false;
          return quadrantOk(instance.zone, place.quadrant);
        })
        .map((instance) => Z.aboard(instance.iid));
    case 'facilities':
      return mine
        .filter((instance) => {
          const card = blueprintOf(state, instance.iid);
          if (card.type !== 'Facility' || !locationOfZone(state, instance.zone)) return false;
          if (place.titles && !place.titles.some((title) => card.title.startsWith(title))) return false;
          return quadrantOk(instance.zone, place.quadrant);
        })
        .map((instance) => Z.aboard(instance.iid));
    case 'anywhere': {
      const aboard = mine.filter((instance) => ['Ship', 'Facility'].includes(blueprintOf(state, instance.iid).type) && locationOfZone(state, instance.zone)).map((instance) => Z.aboard(instance.iid));
      const planets = Object.keys(state.locations).filter((location) => state.locations[location]!.missions.some((mission) => isPlanetMission(blueprintOf(state, mission)))).map((location) => Z.surface(location));
      return [...aboard, ...planets];
    }
    case 'with':
      return mine.filter((instance) => placeable(instance.zone) && reaches(place.who, blueprintOf(state, instance.iid), player, player)).map((instance) => instance.zone);
  }
}

/** Where the card `iid` in `player`'s hand may report specially now: place → whether it is free. */
export function specialReportPlaces(state: GameState, player: PlayerId, iid: string): Map<string, boolean> {
  const out = new Map<string, boolean>();
  const add = (zone: string, free: boolean) => out.set(zone, (out.get(zone) ?? false) || free);
  const { reporters, permitters } = sourcesOf(state);
  const instance = state.cards[iid];
  if (!instance) return out;
  const card = bp(state, iid);
  if (card.type !== 'Personnel') return out;
  if (reporters.has(instance.blueprint))
    for (const report of behaviourOf(instance.blueprint)!.reportsTo!) for (const zone of placesFor(state, player, report.to)) add(zone, !!report.free);
  if (permitters.size)
    for (const source of tableIndex(state).inPlayBy[player]) {
      if (!permitters.has(source.blueprint) || source.faceUp === false || !placeable(source.zone)) continue;
      for (const permit of behaviourOf(source.blueprint)!.letsReport!) {
        if (!reaches(permit.who, card, player, player)) continue;
        if (permit.when && !conditionHolds(state, source.iid, permit.when)) continue;
        if (permit.compatible && zoneKind(source.zone) === 'aboard' && !compatible(card, blueprintOf(state, zoneArg(source.zone)), mixesOf(state, player))) continue;
        add(source.zone, !!permit.free);
      }
    }
  return out;
}

export function checkReportSpecially(state: GameState, command: CommandOf<'SpecialReport'>): Problem | null {
  const found = checkOwnTurn(state, command.actor, RULES.reportingForDuty) ?? checkInHand(state, command.actor, command.card);
  if (found) return found;
  const places = specialReportPlaces(state, command.actor, command.card);
  if (!places.has(command.to)) return problem('NO_SPECIAL_REPORTING', `${bp(state, command.card).title} may not report to ${command.to}`, RULE);
  const window = places.get(command.to)
    ? state.turn!.stage === 'card-play'
      ? null
      : problem('CARD_PLAY_FORFEITED', 'card plays happen before executing orders', RULES.normalCardPlay)
    : checkCardPlayWindow(state, command.actor, RULES.reportingForDuty);
  return window ?? checkUniqueness(state, command.actor, bp(state, command.card));
}

export function reportSpecially(ctx: Ctx, command: CommandOf<'SpecialReport'>): void {
  const free = specialReportPlaces(ctx.state, command.actor, command.card).get(command.to) === true;
  ctx.emit({
    type: 'CardReported',
    player: command.actor,
    card: command.card,
    facility: zoneKind(command.to) === 'aboard' ? zoneArg(command.to) : locationOfZone(ctx.state, command.to)!,
    to: command.to,
    normalCardPlay: !free,
    rule: free ? `${RULE}; ${RULES.playingForFree}` : RULE,
  });
  runWhenReported(ctx, command.actor, command.card);
}

const ONCE_A_GAME = '1E rulebook › MISCELLANEOUS RULES › "ONCE PER GAME" AND SIMILAR LIMITS';

/** The reported personnel's `whenReported` effects (once per game per title when it says so). */
export function runWhenReported(ctx: Ctx, player: PlayerId, card: string): void {
  runWhenReportedHere(ctx, card);
  const behaviour = behaviourOf(ctx.state.cards[card]!.blueprint);
  const when = behaviour?.whenReported;
  if (!when) return;
  const key = `${behaviour.title}: when reported (once per game)`;
  if (when.oncePerGame) {
    if (ctx.state.abilityUses?.[`${player}|${key}`] !== undefined) return;
    ctx.emit({ type: 'CardAbilityUsed', player, title: key, turn: ctx.state.turn!.number, rule: ONCE_A_GAME });
  }
  runEffects({ ctx, player, card }, when.effects);
}

/** The special reports `player` may make now (nothing when no card of the game has these words). */
export function specialReportCommands(state: GameState, player: PlayerId): CommandOf<'SpecialReport'>[] {
  const { reporters, permitters } = sourcesOf(state);
  if (reporters.size === 0 && permitters.size === 0) return [];
  if (checkOwnTurn(state, player, RULES.reportingForDuty) || state.turn!.stage !== 'card-play') return [];
  const out: CommandOf<'SpecialReport'>[] = [];
  for (const iid of cardsIn(state, Z.hand(player))) {
    const places = specialReportPlaces(state, player, iid);
    if (places.size === 0 || checkUniqueness(state, player, bp(state, iid))) continue;
    for (const [to, free] of places) if (free || !checkCardPlayWindow(state, player, RULES.reportingForDuty)) out.push({ type: 'SpecialReport', actor: player, card: iid, to });
  }
  return out;
}

const watchers = new WeakMap<object, ReadonlySet<string>>();

/** The `whenReportedHere` effects of personnel in play at the location where `card` (a personnel) just entered play. */
export function runWhenReportedHere(ctx: Ctx, card: string): void {
  let ids = watchers.get(ctx.state.blueprints);
  if (!ids) {
    ids = new Set(Object.keys(ctx.state.blueprints).filter((id) => behaviourOf(id)?.whenReportedHere));
    watchers.set(ctx.state.blueprints, ids);
  }
  if (ids.size === 0) return;
  const reported = ctx.state.cards[card];
  const reportedCard = bp(ctx.state, card);
  if (!reported || reportedCard.type !== 'Personnel') return;
  const location = locationOfZone(ctx.state, reported.zone);
  if (!location) return;
  for (const watcher of tableIndex(ctx.state).inPlay) {
    if (!ids.has(watcher.blueprint) || watcher.iid === card || watcher.faceUp === false || locationOfZone(ctx.state, watcher.zone) !== location) continue;
    const behaviour = behaviourOf(watcher.blueprint)!;
    const when = behaviour.whenReportedHere!;
    if (!reaches(when.who, reportedCard, reported.owner, watcher.owner)) continue;
    if (when.per === 'each') {
      runEffects({ ctx, player: watcher.owner, card: watcher.iid }, when.effects);
      continue;
    }
    const turn = ctx.state.turn?.number ?? 0;
    const scope = when.per === 'turn' ? `turn ${turn}` : 'game';
    const keys = (when.perAffiliation ? reportedCard.affiliations : ['']).flatMap((affiliation) =>
      Array.from({ length: when.times ?? 1 }, (_, use) => `${behaviour.title}: reported here (${scope}${affiliation ? `, ${affiliation}` : ''}) use ${use + 1}`),
    );
    const free = keys.find((key) => ctx.state.abilityUses?.[`${watcher.owner}|${key}`] === undefined);
    if (!free) continue;
    ctx.emit({ type: 'CardAbilityUsed', player: watcher.owner, title: free, turn, rule: ONCE_A_GAME });
    runEffects({ ctx, player: watcher.owner, card: watcher.iid }, when.effects);
  }
}
