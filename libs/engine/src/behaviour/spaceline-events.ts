/**
 * Cards that change flying along the spaceline (issue 15, second pass): restrictions lying atop a
 * location (a ship must stop there; a ship flying over it is damaged) and the permit to leave one
 * end of the spaceline and enter the other. Read by `checkFly`, `fly` and `flightCost` (play.ts).
 * Also the permit to spend the normal card play on many reports (Red Alert!, read by `checkReport`).
 *   1E rulebook › EXECUTING ORDERS › FLY A STARSHIP; DAMAGE AND REPAIRS › ROTATION DAMAGE;
 *   PLAYING A CARD › YOUR NORMAL CARD PLAY; REPORTING FOR DUTY.
 */
import { opponentsCardServes } from './mirror-images';
import { discardWhenHostMoves } from './interrupts-d';
import { problem, type Ctx, type Problem } from '../context';
import { bp } from '../context';
import { meetGroup, requirement } from '../attempt/requirements';
import { damageShip } from '../attempt/leaving-play';
import { RULES } from '../rules';
import type { GameState, PlayerId } from '../types';
import { cardsIn, Z, zoneKind } from '../zones';
import { perCards } from '../table-index';
import { runEffects } from './verbs';
import { behaviourOf } from './registry';
import type { Restriction } from './vocabulary-events';
import { checkHeadingForOutpost } from './targets-premiere';
import { releaseArrivedShip } from './verbs-premiere';
import { concernsShip } from './minefields';

function restrictionsAt(state: GameState, location: string): readonly { card: string; restriction: Restriction }[] {
  // Issue 17: found once per location and card record (a flight check asks for every location it passes).
  const known = perCards(state, 'spaceline-events:restrictions-at', () => new Map<string, readonly { card: string; restriction: Restriction }[]>());
  let found = known.get(location);
  if (!found) {
    // Issue 15 (helper voyent): an inserted location's own card (Romulan Minefield) lies in its mission zone.
    found = [...cardsIn(state, Z.atop(location)), ...cardsIn(state, Z.mission(location))].flatMap((card) => (behaviourOf(state.cards[card]!.blueprint)?.restricts ?? []).map((restriction) => ({ card, restriction })));
    known.set(location, found);
  }
  return found;
}

function crewMeets(state: GameState, ship: string, text: string): boolean {
  const owner = state.cards[ship]!.owner;
  const crew = cardsIn(state, Z.aboard(ship)).filter((iid) => state.cards[iid]!.owner === owner && bp(state, iid).type === 'Personnel');
  return meetGroup(state, requirement(text), crew).verdict === 'met';
}

/** A flight from `from` along `path` (locations entered, destination last) that a must-stop card forbids. */
export function checkFlightRestrictions(state: GameState, ship: string, from: string, path: readonly string[]): Problem | null {
  const bound = checkHeadingForOutpost(state, ship, path);
  if (bound) return bound;
  const movedThisTurn = state.turn?.rangeUsed[ship] !== undefined;
  for (const { card, restriction } of restrictionsAt(state, from))
    if (restriction.kind === 'must-stop-here' && movedThisTurn && !crewMeets(state, ship, restriction.unless))
      return problem('MUST_STOP', `${bp(state, card).title}: the ship stopped here goes on next turn (unless ${restriction.unless} aboard)`, RULES.fly);
    else if (restriction.kind === 'stop-or-damage' && movedThisTurn && concernsShip(state, ship, restriction))
      return problem('MUST_STOP', `${bp(state, card).title}: the ship stopped here for the rest of the turn`, RULES.fly);
  // A net between two neighbouring locations: crossing that boundary, either way.
  const stops = [from, ...path];
  const line = state.spacelines[state.locations[from]!.quadrant] ?? [];
  for (let index = 0; index + 1 < stops.length; index += 1) {
    const [a, b] = [line.indexOf(stops[index]!), line.indexOf(stops[index + 1]!)];
    const left = line[Math.min(a, b)]!;
    if (Math.abs(a - b) !== 1) continue;
    for (const { card, restriction } of restrictionsAt(state, left))
      if (restriction.kind === 'no-passing-to-next' && !crewMeets(state, ship, restriction.unless))
        return problem('NET_IN_THE_WAY', `${bp(state, card).title} between ${left} and ${line[Math.min(a, b) + 1]}: no ship passes unless ${restriction.unless} aboard`, RULES.fly);
  }
  for (const location of path.slice(0, -1))
    for (const { card, restriction } of restrictionsAt(state, location))
      if (restriction.kind === 'must-stop-here' && !crewMeets(state, ship, restriction.unless))
        return problem('MUST_STOP', `${bp(state, card).title} at ${location}: the ship must stop there (unless ${restriction.unless} aboard)`, RULES.fly);
  return null;
}

/** A ship ended a flight at `location`: `ship-stops-here` triggers of the cards atop the mission or on a facility there. */
function runStopTriggers(ctx: Ctx, ship: string, location: string): void {
  const facilities = cardsIn(ctx.state, Z.space(location)).filter((iid) => bp(ctx.state, iid).type === 'Facility');
  // Issue 15 (behaviour/places.ts): an inserted location's own card (Gaps in Normal Space) is in its mission zone.
  const cards = [...cardsIn(ctx.state, Z.mission(location)), ...cardsIn(ctx.state, Z.atop(location)), ...facilities.flatMap((facility) => cardsIn(ctx.state, Z.on(facility)))];
  for (const card of cards) {
    const instance = ctx.state.cards[card]!;
    for (const trigger of behaviourOf(instance.blueprint)?.triggers ?? [])
      if (trigger.on === 'ship-stops-here' && ctx.state.cards[ship] && zoneKind(ctx.state.cards[ship]!.zone) === 'space') runEffects({ ctx, player: instance.owner, card, target: ship }, trigger.effects);
  }
}

/** After a flight: each location flown over (not the destination) with a damaging card damages the ship. */
export function afterFlight(ctx: Ctx, ship: string, path: readonly string[]): void {
  for (const location of path.slice(0, -1))
    for (const { card, restriction } of restrictionsAt(ctx.state, location))
      if (restriction.kind === 'damage-passing-ships' && ctx.state.cards[ship] && ['space'].includes(ctx.state.cards[ship]!.zone.split(':')[0]!)) damageShip(ctx, ship, card);
      else if (restriction.kind === 'stop-or-damage' && ctx.state.cards[ship] && zoneKind(ctx.state.cards[ship]!.zone) === 'space' && concernsShip(ctx.state, ship, restriction)) damageShip(ctx, ship, card);
  const stop = path[path.length - 1];
  if (stop) runStopTriggers(ctx, ship, stop);
  releaseArrivedShip(ctx, ship);
  // Issue 15, interrupts-d: a card lying on the ship that leaves when it moves (Magnetic North).
  discardWhenHostMoves(ctx, ship);
}

/** Whether `player` may spend the normal card play on reporting any number of cards (a card on their table). */
export function mayReportMany(state: GameState, player: PlayerId): boolean {
  // Issue 15 (helper evq): or on the other player's table, when a card makes it affect all players (mirror-images.ts: Mirror Image).
  return (
    cardsIn(state, Z.table(player)).some((iid) => state.cards[iid]!.faceUp && (behaviourOf(state.cards[iid]!.blueprint)?.permits ?? []).some((permit) => permit.kind === 'report-many')) ||
    opponentsCardServes(state, player, 'report-many')
  );
}

/** Whether `player` has a second normal card play each turn (a card on their table). */
export function hasExtraCardPlay(state: GameState, player: PlayerId): boolean {
  return cardsIn(state, Z.table(player)).some((iid) => state.cards[iid]!.faceUp && (behaviourOf(state.cards[iid]!.blueprint)?.permits ?? []).some((permit) => permit.kind === 'extra-card-play'));
}

/** Whether `player` may fly off one end of a spaceline and enter at the other (a card on their table). */
export function mayWrap(state: GameState, player: PlayerId): boolean {
  return cardsIn(state, Z.table(player)).some((iid) => state.cards[iid]!.faceUp && (behaviourOf(state.cards[iid]!.blueprint)?.permits ?? []).some((permit) => permit.kind === 'wrap-spaceline'));
}
