/**
 * What a player plans a flight with, in their view (1E rulebook › EXECUTING ORDERS › FLY A STARSHIP:
 * "the distance your ship can move on one turn is limited by its RANGE … adding up the span of each
 * location the ship moves to (or passes)"): on the viewer's own turn, for each of their ships in
 * space, the RANGE left this turn and what flying to each other location of its spaceline would use
 * (the shorter way round, as a flight takes it: flightCost). The table shows it beside the Fly
 * choices; whether the flight is allowed stays legalCommands' answer.
 */
import { flightCost, remainingRange } from './play';
import type { GameState } from './types';
import type { Viewer } from './view';
import { zoneArg, zoneKind } from './zones';

export interface ShipFlights {
  /** RANGE the ship may still use this turn */
  readonly rangeLeft: number;
  /** RANGE a flight to each other location of the ship's spaceline uses */
  readonly cost: Readonly<Record<string, number>>;
}

/** The viewer's ships' flights on their own turn in the play phase; empty otherwise (and for spectators and judges). */
export function flightsOf(state: GameState, viewer: Viewer): Readonly<Record<string, ShipFlights>> {
  if (typeof viewer !== 'object' || state.turn?.player !== viewer.player || state.phase !== 'play') return {};
  const flights: Record<string, ShipFlights> = {};
  for (const card of Object.values(state.cards)) {
    if (card.owner !== viewer.player || zoneKind(card.zone) !== 'space' || state.blueprints[card.blueprint]?.type !== 'Ship') continue;
    const here = zoneArg(card.zone);
    const location = state.locations[here];
    if (!location) continue;
    const cost: Record<string, number> = {};
    for (const to of state.spacelines[location.quadrant] ?? []) {
      const flight = to === here ? null : flightCost(state, viewer.player, here, to, card.iid);
      if (flight) cost[to] = flight.range;
    }
    flights[card.iid] = { rangeLeft: remainingRange(state, card.iid), cost };
  }
  return flights;
}
