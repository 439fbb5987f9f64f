import { canonicalJson } from '@captains-log/hashing';
/**
 * Invariants checked by the property tests and the simulator (DESIGN.md › Invariants):
 * card conservation, determinism (state hash), score = sum of scoring events.
 */
import { blueprintOf } from './card-facts';
import { evolveAll } from './evolve';
import { effectiveEvents } from './history';
import { sha256Hex } from '@captains-log/hashing';
import type { GameEvent, GameState, PlayerId } from './types';
import { PLAYERS } from './types';
import { zoneArg, zoneKind } from './zones';
import { storedWithoutHost } from './behaviour/stored-cards';
import { behaviourOf } from './behaviour/registry';

/** RFC 8785-style canonical JSON (sorted keys, no whitespace) for hashing. */

/** Hash of everything in the state except the (immutable, large) card definitions. */
export function stateHash(state: GameState): string {
  const { blueprints: _blueprints, ...rest } = state;
  return sha256Hex(canonicalJson(rest));
}

/** Every card instance is in exactly one zone, and that zone is the one it records. */
export function conservationViolations(state: GameState): string[] {
  const problems: string[] = [];
  const seen = new Map<string, string>();
  for (const [zone, cards] of Object.entries(state.zones)) {
    for (const iid of cards) {
      const previous = seen.get(iid);
      if (previous) problems.push(`${iid} is in ${previous} and ${zone}`);
      seen.set(iid, zone);
      const instance = state.cards[iid];
      if (!instance) problems.push(`${zone} holds unknown card ${iid}`);
      else if (instance.zone !== zone) problems.push(`${iid} records zone ${instance.zone} but is listed in ${zone}`);
    }
    const kind = zoneKind(zone);
    if ((kind === 'aboard' || kind === 'docked') && cards.length > 0) {
      const host = state.cards[zoneArg(zone)];
      const hostKind = host ? zoneKind(host.zone) : '';
      // A ship held by a card keeps its crew aboard (Temporal Rift: the ship leaves the spaceline "with all aboard").
      const heldShip = hostKind === 'on' && !!host && blueprintOf(state, host.iid).type === 'Ship';
      // An Escape Pod lies atop the location with the crew it saved aboard (behaviour/ship-destruction-saves.ts; Escape Pod's card file).
      const pod = hostKind === 'atop' && !!host && (behaviourOf(host.blueprint)?.permits ?? []).some((permit) => permit.kind === 'saves-crew-of-destroyed-ship');
      if (!host || !(['space', 'surface', 'docked', 'aboard'].includes(hostKind) || heldShip || pod)) problems.push(`${zone} holds cards but its host is not in play`);
    }
  }
  for (const iid of Object.keys(state.cards)) if (!seen.has(iid)) problems.push(`${iid} is in no zone`);
  // Issue 15 (helper stored): cards stored on a card leave with it (behaviour/stored-cards.ts › storedFollowHost).
  for (const zone of storedWithoutHost(state)) problems.push(`${zone} holds cards but its host is not in play`);
  return problems;
}

/**
 * Score = the sum of the scoring events in effect: those a rewind took out of effect do not count;
 * a ruling's score adjustments are scoring events flagged with the ruling (DESIGN.md › Judges).
 */
export function scoreViolations(state: GameState, events: readonly GameEvent[]): string[] {
  const totals: Record<PlayerId, { points: number; bonus: number }> = { p1: { points: 0, bonus: 0 }, p2: { points: 0, bonus: 0 } };
  for (const event of effectiveEvents(events)) {
    if (event.type !== 'PointsScored') continue;
    if (event.bonus) totals[event.player].bonus += event.points;
    else totals[event.player].points += event.points;
  }
  return PLAYERS.filter(
    (player) => totals[player].points !== state.score[player].points || totals[player].bonus !== state.score[player].bonus,
  ).map((player) => `${player}'s score ${JSON.stringify(state.score[player])} differs from its scoring events ${JSON.stringify(totals[player])}`);
}

/** Rebuilding from the events gives the same state hash (and twice gives the same hash again). */
export function determinismViolations(state: GameState, events: readonly GameEvent[]): string[] {
  const rebuilt = evolveAll(events);
  const again = evolveAll(JSON.parse(JSON.stringify(events)) as GameEvent[]);
  const expected = stateHash(state);
  const problems: string[] = [];
  if (stateHash(rebuilt) !== expected) problems.push('state rebuilt from the events differs from the live state');
  if (stateHash(again) !== expected) problems.push('state rebuilt from the JSON round-tripped events differs');
  return problems;
}
