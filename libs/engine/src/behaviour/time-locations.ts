/**
 * Issue 15 (time locations): Time Location cards and time travel, on the location model the spaceline
 * already has (places.ts made a gap a location of its own; a time location is one too, on no spaceline).
 *   1E rulebook › THE CARDS › TIME LOCATIONS: "not part of the spaceline, but every time location is paired
 *   with a spaceline location"; "A time location may only be played if its corresponding spaceline
 *   location is in play"; seeded (facility phase: 1E rulebook › THE SEED PHASES › Clarification: Seed
 *   Phase Actions) or played with the normal card play. Not duplicatable (MISCELLANEOUS RULES ›
 *   DUPLICATION: "Missions and Time Locations are non-duplicatable by default"): no copy enters play
 *   while one is in play, whoever's.
 *   › REPORTING FOR DUTY › REPORTING TO A TIME LOCATION: a card reports at a time location where it is
 *   native, to the planet there (ships to space there); no other card is needed (missions-reports.ts reads
 *   `timeLocation.natives` as it reads a mission's report permits).
 *   › TIME TRAVEL: "movement between a time location and a spaceline location, or between two time
 *   locations. It is not legal unless expressly permitted … by a card" — so nothing but a card's
 *   `time-travel-route` target moves anything there or back; flying needs a spaceline (play.ts ›
 *   flightCost finds none), so no ship flies to, from or at a time location. Clarifications:
 *   "Corresponding" Time Locations (a card allowing travel between a time location and its
 *   corresponding spaceline location allows no travel between two time locations).
 *   1E DS9 expansion rules › Movement (time travel by "may time travel" is movement: the ship must be
 *   staffed).
 * A time location has no point box and is no mission: nobody attempts it (attempt/beginning.ts needs a
 * mission card).
 */
import { isPlanetMission, missionIsAt, titledAmong } from '../card-facts';
import { bp, problem, type Ctx, type Problem } from '../context';
import { isStaffed } from '../play';
import { RULES } from '../rules';
import type { CommandOf, GameState, PlayerId } from '../types';
import { cardsIn, locationOfCard, locationOfZone, Z, zoneArg, zoneKind } from '../zones';
import { behaviourOf } from './registry';
import { personnelInPlay, personnelMatches } from './personnel-filter';
import type { CardBehaviour } from './vocabulary';
import type { VerbContext } from './verbs';
import type { MissionReport } from './vocabulary-missions';
import type { TimeEffect, TimeLocationSpec, TimeTarget } from './vocabulary-time';
import { finding } from './target-table';

const R = (...path: string[]) => ['1E rulebook', ...path].join(' › ');
export const TIME_RULES = {
  timeLocations: R('THE CARDS', 'TIME LOCATIONS'),
  reporting: R('REPORTING FOR DUTY', 'REPORTING TO A TIME LOCATION'),
  timeTravel: R('TIME TRAVEL'),
  duplication: R('MISCELLANEOUS RULES', 'DUPLICATION'),
} as const;

type RouteTarget = Extract<TimeTarget, { kind: 'time-travel-route' }>;
type Handler<K extends TimeEffect['kind']> = (v: VerbContext, effect: Extract<TimeEffect, { kind: K }>) => void;

/** The Time Location script of a card instance, if it is one. */
export function timeSpecOf(state: GameState, card: string): TimeLocationSpec | undefined {
  const instance = state.cards[card];
  return instance ? behaviourOf(instance.blueprint)?.timeLocation : undefined;
}

/** Whether the location is a time location. */
export function isTimeLocation(state: GameState, location: string): boolean {
  return state.locations[location]?.time !== undefined;
}

/** The time locations in play (location ids). */
export function timeLocations(state: GameState): string[] {
  return Object.values(state.locations)
    .filter((location) => location.time)
    .map((location) => location.id);
}

/** The spaceline locations (ids), in spaceline order. */
function spacelineLocations(state: GameState): string[] {
  return Object.values(state.spacelines).flatMap((line) => [...(line ?? [])]);
}

/**
 * Target `corresponding-location`: the spaceline locations holding a mission the Time Location `self`
 * corresponds to — none while a copy of it is in play (not duplicatable unless universal).
 */
export function correspondingTargets(state: GameState, self: string | undefined): string[] {
  const spec = self ? timeSpecOf(state, self) : undefined;
  if (!self || !spec) return [];
  const card = bp(state, self);
  if (!card.universal && timeLocations(state).some((location) => state.locations[location]!.missions.some((iid) => bp(state, iid).title === card.title))) return [];
  return spacelineLocations(state).filter((location) =>
    state.locations[location]!.missions.some((iid) => {
      const mission = bp(state, iid);
      return mission.type === 'Mission' && spec.corresponds.some((place) => missionIsAt(mission, place));
    }),
  );
}

/** The places `from` may time travel to along `route` (`here`: the time location `self` lies at). */
function routeEnds(state: GameState, route: RouteTarget['route'], from: string, self: string, titles?: readonly string[]): string[] {
  const there = state.locations[from];
  if (!there) return [];
  if (route === 'corresponding') return there.time ? [there.time.corresponds] : timeLocations(state).filter((location) => state.locations[location]!.time!.corresponds === from);
  if (route === 'here') {
    const home = locationOfCard(state, self);
    const time = home ? state.locations[home]?.time : undefined;
    if (!home) return [];
    if (time) return from === home ? [time.corresponds] : from === time.corresponds ? [home] : [];
    // Issue 15 (helper timeloc): the card lies at a spaceline location (Kolinahr on Vulcan): there and the time
    // locations paired with it (only those titled `timeLocationTitles`, when given), either way.
    const paired = timeLocations(state).filter(
      (location) => state.locations[location]!.time!.corresponds === home && (!titles || state.locations[location]!.missions.some((iid) => titledAmong(titles, bp(state, iid)))),
    );
    return from === home ? paired : paired.includes(from) ? [home] : [];
  }
  return Object.keys(state.locations).filter((location) => location !== from && (there.time !== undefined || isTimeLocation(state, location)));
}

function hasPlanet(state: GameState, location: string): boolean {
  return state.locations[location]!.missions.some((iid) => isPlanetMission(bp(state, iid)));
}

function showsIcons(state: GameState, iid: string, icons: readonly string[]): boolean {
  const codes = bp(state, iid).icons.map((icon) => icon.code);
  return icons.every((icon) => codes.includes(icon));
}

/** Whether the group (a ship's crew, or an Away Team) meets the target's own terms: this card with it, a personnel of yours matching `present`. */
function groupQualifies(state: GameState, player: PlayerId, spec: RouteTarget, zone: string, self: string): boolean {
  if (spec.withThisCard && state.cards[self]?.zone !== zone) return false;
  if (spec.present) {
    const filter = spec.present;
    return cardsIn(state, zone).some((iid) => state.cards[iid]!.owner === player && bp(state, iid).type === 'Personnel' && personnelMatches(bp(state, iid), filter));
  }
  return true;
}

/** Your staffed, unstopped ships in space (not docked) that may go: `ship>location`. */
function shipRoutes(state: GameState, player: PlayerId, spec: RouteTarget, self: string): string[] {
  const out: string[] = [];
  for (const iid in state.cards) {
    const ship = state.cards[iid]!;
    if (ship.owner !== player || zoneKind(ship.zone) !== 'space' || bp(state, iid).type !== 'Ship' || ship.stopped) continue;
    if (spec.shipIcons && !showsIcons(state, iid, spec.shipIcons)) continue;
    if (!groupQualifies(state, player, spec, Z.aboard(iid), self) || !isStaffed(state, iid)) continue;
    if (spec.oncePerTurnPerShip && state.turn && state.abilityUses?.[`${player}|${perShipKey(state, self, iid)}`] === state.turn.number) continue;
    for (const to of routeEnds(state, spec.route, zoneArg(ship.zone), self, spec.timeLocationTitles)) out.push(`${iid}>${to}`);
  }
  return out;
}

/** Your Away Teams (every unstopped personnel of yours on a planet, with your equipment there) that may go to another planet: `c1+c2>location`. */
function teamRoutes(state: GameState, player: PlayerId, spec: RouteTarget, self: string): string[] {
  const out: string[] = [];
  for (const location of Object.keys(state.locations)) {
    const zone = Z.surface(location);
    const mine = cardsIn(state, zone).filter((iid) => state.cards[iid]!.owner === player);
    const personnel = mine.filter((iid) => bp(state, iid).type === 'Personnel');
    if (personnel.length === 0 || personnel.some((iid) => state.cards[iid]!.stopped)) continue;
    if (!groupQualifies(state, player, spec, zone, self)) continue;
    // Personnel with the equipment there (an artifact used as equipment too: Orb of Time).
    const movers = mine.filter((iid) => ['Personnel', 'Equipment', 'Artifact'].includes(bp(state, iid).type));
    for (const to of routeEnds(state, spec.route, location, self, spec.timeLocationTitles)) if (hasPlanet(state, to)) out.push(`${movers.join('+')}>${to}`);
  }
  return out;
}

/** The ability-use key of "once per turn per ship" (per card title, whatever the copy). */
function perShipKey(state: GameState, card: string, ship: string): string {
  return `${bp(state, card).title}#time-travel@${ship}`;
}

/** Whether the card matches one of the time location's natives ("native to this timeline"; also free-play-bans.ts). */
export function isNative(state: GameState, location: string, iid: string): boolean {
  const spec = timeSpecOf(state, state.locations[location]?.missions[0] ?? '');
  const card = bp(state, iid);
  return (spec?.natives ?? []).some((native) => {
    if (card.type === 'Personnel') return !!native.personnel && personnelMatches(card, native.personnel);
    if (card.type !== 'Ship' || !native.ships) return false;
    const icons = card.icons.map((icon) => icon.code);
    return (native.ships.icons ?? []).every((icon) => icons.includes(icon)) && !(native.ships.notIcons ?? []).some((icon) => icons.includes(icon)) && (!native.ships.affiliation || card.affiliations.includes(native.ships.affiliation as never));
  });
}

/** The time location `card` lies at (atop it, or on a card there), if any. */
function timeLocationOf(state: GameState, card: string): string | null {
  const location = locationOfCard(state, card);
  return location && isTimeLocation(state, location) ? location : null;
}

/** The `yours-at-a-time-location` play conditions of `behaviour` (behaviour/play.ts › checkScriptedPlay). */
export function checkTimeConditions(state: GameState, player: PlayerId, behaviour: CardBehaviour): Problem | null {
  for (const condition of behaviour.play?.requires ?? []) {
    if (condition.kind !== 'yours-at-a-time-location') continue;
    const there = personnelInPlay(state, player, condition.filter).some((iid) => {
      const location = locationOfCard(state, iid);
      return !!location && isTimeLocation(state, location);
    });
    if (!there) return problem('PLAY_CONDITION', `${behaviour.title} needs such a personnel of yours at a time location`, RULES.triggers);
  }
  return null;
}

/** Target `time-location`: the time locations in play. */
export function timeLocationTargets(state: GameState): string[] {
  return timeLocations(state);
}

/** Target `time-travel-route`: every time travel the card allows `player` now. */
export function timeTravelTargets(state: GameState, player: PlayerId, spec: RouteTarget, self: string | undefined): string[] {
  if (!self || !state.cards[self]) return [];
  const ships = spec.movers === 'away-team' ? [] : shipRoutes(state, player, spec, self);
  const teams = spec.movers === 'ship' ? [] : teamRoutes(state, player, spec, self);
  if (!spec.payWithHandCard) return [...ships, ...teams];
  const hand = cardsIn(state, Z.hand(player)).filter((iid) => iid !== self);
  return [...ships, ...teams].flatMap((route) => hand.map((card) => `${route}^${card}`));
}

/** A fresh location id (`L<n>`, the first number not taken; as places.ts numbers a gap). */
function freshLocation(state: GameState): string {
  let n = Object.keys(state.locations).length + 1;
  while (state.locations[`L${n}`]) n += 1;
  return `L${n}`;
}

/** The time location becomes a location of its own, paired with `corresponds` (played: its `played` trigger; seeded: seeding.ts). */
function placeTimeLocation(ctx: Ctx, player: PlayerId, card: string, corresponds: string): void {
  const state = ctx.state;
  ctx.emit({
    type: 'TimeLocationPlaced',
    player,
    card,
    location: freshLocation(state),
    quadrant: state.locations[corresponds]!.quadrant,
    name: bp(state, card).title,
    corresponds,
    rule: TIME_RULES.timeLocations,
  });
}

/** Seeding.ts › seedOnTable: a Time Location seeded onto its corresponding location (`SeedOnTable { card, target }`) takes its place off the spaceline. */
export function placeSeededTimeLocation(ctx: Ctx, command: CommandOf<'SeedOnTable'>): void {
  const target = command.target ?? command.location;
  if (target && timeSpecOf(ctx.state, command.card) && ctx.state.locations[target]) placeTimeLocation(ctx, command.actor, command.card, target);
}

/** missions-reports.ts: the natives of a Time Location card in play, as report permits ("native to this timeline"). */
export function timeLocationReports(state: GameState, card: string): readonly MissionReport[] {
  const instance = state.cards[card];
  if (!instance || zoneKind(instance.zone) !== 'mission') return [];
  return timeSpecOf(state, card)?.natives ?? [];
}

function resolved(v: VerbContext, effect: string): void {
  v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect, ...(v.target ? { target: v.target } : {}), rule: RULES.cardEffects });
}

export const TIME_VERBS: { readonly [K in TimeEffect['kind']]: Handler<K> } = {
  'place-time-location': (v) => {
    if (!v.target || !v.ctx.state.locations[v.target] || !timeSpecOf(v.ctx.state, v.card)) return;
    placeTimeLocation(v.ctx, v.player, v.card, v.target);
  },
  'time-travel-target': (v, effect) => {
    const [route, payment] = (v.target ?? '').split('^');
    // The cost first: the named hand card goes beneath the draw deck (Temporal Conduit).
    if (payment && v.ctx.state.cards[payment]?.zone === Z.hand(v.player))
      v.ctx.emit({ type: 'CardMoved', card: payment, from: Z.hand(v.player), to: Z.draw(v.player), faceUp: false, reason: `${bp(v.ctx.state, v.card).title}: placed beneath the draw deck to pay`, rule: RULES.cardEffects });
    const state = v.ctx.state;
    const [movers, to] = (route ?? '').split('>');
    const cards = (movers ?? '').split('+').filter((iid) => state.cards[iid]);
    const first = cards[0];
    if (!first || !to || !state.locations[to]) return;
    const from = locationOfZone(state, state.cards[first]!.zone);
    if (!from || from === to) return;
    const ship = bp(state, first).type === 'Ship' ? first : undefined;
    v.ctx.emit({ type: 'TimeTraveled', player: v.player, cards, ...(ship ? { ship } : {}), from, to, by: v.card, rule: TIME_RULES.timeTravel });
    if (ship && v.ctx.state.turn) v.ctx.emit({ type: 'CardAbilityUsed', player: v.player, title: perShipKey(state, v.card, ship), turn: v.ctx.state.turn.number, rule: RULES.oncePerTurn });
    resolved(v, `time travel from ${from} to ${to}`);
    // "Then is stopped unless the ship or three personnel aboard are native to this timeline" (Protect the Timeline).
    const home = effect.stopUnlessNative && ship ? timeLocationOf(v.ctx.state, v.card) : null;
    if (home && ship) {
      const natives = cardsIn(v.ctx.state, Z.aboard(ship)).filter((iid) => bp(v.ctx.state, iid).type === 'Personnel' && isNative(v.ctx.state, home, iid)).length;
      if (!isNative(v.ctx.state, home, ship) && natives < 3) v.ctx.emit({ type: 'CardStopped', card: ship, rule: TIME_RULES.timeTravel });
    }
  },
};

/** The target words whose legal targets this module finds (behaviour/targets.ts). */
export const TIME_TARGETS = finding(['time-location', 'corresponding-location', 'time-travel-route'], (state, player, spec, self) =>
  spec.kind === 'time-location' ? timeLocationTargets(state) : spec.kind === 'corresponding-location' ? correspondingTargets(state, self) : timeTravelTargets(state, player, spec, self),
);
