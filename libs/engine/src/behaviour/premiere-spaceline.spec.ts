/**
 * Premiere events that change flying along the spaceline (issue 15, second pass): Tetryon Field
 * (stop here), Subspace Warp Rift (damage when flying over), Where No One Has Gone Before (off one
 * end, in at the other).
 *   1E rulebook › EXECUTING ORDERS › FLY A STARSHIP (RANGE = the spans of the locations entered);
 *   DAMAGE AND REPAIRS › ROTATION DAMAGE; THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES.
 * given (L1 Excavation, L2 Avert Disaster, L3 Evacuation, L4 Extraction, spans 3; p1's RANGE 8 ship
 * at L1) / when (the event is in play, then Fly) / then (refused, damaged, or the path taken).
 */
import { evolveAll } from '../evolve';
import { ofType, scene, ship, type PersonSpec } from '../testing/attempt-scene';
import { when, play as run } from '../testing/scenario';
import type { Command, GameState } from '../types';
import { Z } from '../zones';

const MISSIONS = ['Excavation', 'Avert Disaster', 'Evacuation', 'Extraction'];

function refused(state: GameState, command: Command): string {
  const outcome = when(state, command);
  if (!('violation' in outcome)) throw new Error(`expected a violation for ${command.type}`);
  return outcome.violation.code;
}
const fly = (ship: string, to: string): Command => ({ type: 'Fly', actor: 'p1', ship, to });

/** The event played at `at` (or on the table), then a fresh turn for flying. */
function withEvent(title: string, crew: PersonSpec[], at?: string) {
  const built = scene({ missions: MISSIONS, ship: ship({ range: 8 }), crew, hand: [title] });
  const card = built.ids.hand[0]!;
  const played = run(built.state, [{ type: 'PlayCard', actor: 'p1', card, ...(at ? { target: at } : {}) }]).state;
  return { card, shipId: built.ids.ship!, state: evolveAll([{ type: 'TurnBegan', player: 'p1', number: 3 }], played) };
}

describe('101_097 Tetryon Field (ships must stop here and go on next turn, unless Navigation aboard)', () => {
  it('at L2: flying L1 → L3 through it is refused; flying to L2 is allowed, but not on from L2 the same turn; next turn it may go on', () => {
    const { card, shipId, state } = withEvent('Tetryon Field', [{ skills: 'OFFICER' }], 'L2');
    expect(state.cards[card]!.zone).toBe(Z.atop('L2'));
    expect(refused(state, fly(shipId, 'L3'))).toBe('MUST_STOP');
    const stopped = run(state, [fly(shipId, 'L2')]).state;
    expect(refused(stopped, fly(shipId, 'L3'))).toBe('MUST_STOP');
    const nextTurn = evolveAll([{ type: 'TurnBegan', player: 'p1', number: 5 }], stopped);
    expect(run(nextTurn, [fly(shipId, 'L3')]).state.cards[shipId]!.zone).toBe(Z.space('L3'));
  });
  it('with Navigation aboard the ship flies through', () => {
    const { shipId, state } = withEvent('Tetryon Field', [{ skills: 'OFFICER Navigation' }], 'L2');
    expect(run(state, [fly(shipId, 'L3')]).state.cards[shipId]!.zone).toBe(Z.space('L3'));
  });
});

describe('101_094 Subspace Warp Rift (a ship flying over it without stopping is damaged)', () => {
  it('at L2: flying L1 → L3 damages the ship once', () => {
    const { shipId, state } = withEvent('Subspace Warp Rift', [{ skills: 'OFFICER' }], 'L2');
    const { events } = run(state, [fly(shipId, 'L3')]);
    expect(ofType(events, 'ShipDamaged').map((e) => [e.ship, e.damage])).toEqual([[shipId, 1]]);
  });
  it('stopping at L2 does no damage', () => {
    const { shipId, state } = withEvent('Subspace Warp Rift', [{ skills: 'OFFICER' }], 'L2');
    expect(ofType(run(state, [fly(shipId, 'L2')]).events, 'ShipDamaged')).toEqual([]);
  });
});

describe('101_103 Where No One Has Gone Before (off one end of the spaceline, in at the other)', () => {
  it('without it, L1 → L4 needs 9 RANGE (refused for RANGE 8); with it on your table the ship goes off the L1 end and enters L4 for 3', () => {
    const built = scene({ missions: MISSIONS, ship: ship({ range: 8 }), crew: [{ skills: 'OFFICER' }], hand: ['Where No One Has Gone Before'] });
    const shipId = built.ids.ship!;
    expect(refused(built.state, fly(shipId, 'L4'))).toBe('INSUFFICIENT_RANGE');
    const wrapped = withEvent('Where No One Has Gone Before', [{ skills: 'OFFICER' }]);
    const flown = run(wrapped.state, [fly(wrapped.shipId, 'L4')]);
    expect(ofType(flown.events, 'ShipFlew').map((e) => [e.path, e.range])).toEqual([[['L4'], 3]]);
  });
  it('the direct way is kept when it is shorter (L1 → L2)', () => {
    const { shipId, state } = withEvent('Where No One Has Gone Before', [{ skills: 'OFFICER' }]);
    expect(ofType(run(state, [fly(shipId, 'L2')]).events, 'ShipFlew').map((e) => e.path)).toEqual([['L2']]);
  });
});

describe('101_092 Spacedock (event on an outpost: your damaged ships, and Non-Aligned ones, that stop there are repaired)', () => {
  function dock(spacedockOwner: 'p1' | 'p2') {
    const built = scene({ missions: MISSIONS, ship: ship({ range: 8 }), crew: [{ skills: 'OFFICER' }], hand: ['Federation Outpost', 'Spacedock'], opponentHand: ['Federation Outpost', 'Spacedock'] });
    const [post, spacedock] = (spacedockOwner === 'p1' ? built.ids.hand : built.ids.opponentHand) as [string, string];
    const shipId = built.ids.ship!;
    const state = evolveAll(
      [
        { type: 'CardMoved', card: post, from: built.state.cards[post]!.zone, to: Z.space('L2'), faceUp: true, reason: 'test' },
        { type: 'CardMoved', card: spacedock, from: built.state.cards[spacedock]!.zone, to: Z.on(post), faceUp: true, reason: 'test' },
        { type: 'ShipDamaged', ship: shipId, damage: 1, source: 'test' },
      ],
      built.state,
    );
    return { shipId, state };
  }
  it('your damaged ship flies to the outpost with your Spacedock: repaired', () => {
    const { shipId, state } = dock('p1');
    const { events, state: after } = run(state, [fly(shipId, 'L2')]);
    expect(ofType(events, 'ShipRepaired').map((e) => e.ship)).toEqual([shipId]);
    expect(after.cards[shipId]!.damage).toBe(0);
  });
  it('at the opponent’s Spacedock your (not Non-Aligned) ship is not repaired', () => {
    const theirs = dock('p2');
    expect(ofType(run(theirs.state, [fly(theirs.shipId, 'L2')]).events, 'ShipRepaired')).toEqual([]);
  });
  it('it plays on an outpost: with none in play there is no valid target', () => {
    const built = scene({ missions: MISSIONS, hand: ['Spacedock'] });
    expect(refused(built.state, { type: 'PlayCard', actor: 'p1', card: built.ids.hand[0]!, target: 'L1' })).toBe('INVALID_TARGET');
  });
});

describe('101_088 Q-Net (between two neighbouring locations: no ship crosses unless two Diplomacy aboard)', () => {
  it('placed on L2 (between L2 and L3): L1 → L2 is fine; L1 → L3 and L2 → L3 are refused', () => {
    const { card, shipId, state } = withEvent('Q-Net', [{ skills: 'OFFICER Diplomacy' }], 'L2');
    expect(state.cards[card]!.zone).toBe(Z.atop('L2'));
    expect(refused(state, fly(shipId, 'L3'))).toBe('NET_IN_THE_WAY');
    const atL2 = run(state, [fly(shipId, 'L2')]).state;
    expect(refused(atL2, fly(shipId, 'L3'))).toBe('NET_IN_THE_WAY');
  });
  it('with Diplomacy x2 aboard the ship passes', () => {
    const { shipId, state } = withEvent('Q-Net', [{ skills: 'OFFICER Diplomacy' }, { skills: 'V.I.P. Diplomacy' }], 'L2');
    expect(run(state, [fly(shipId, 'L3')]).state.cards[shipId]!.zone).toBe(Z.space('L3'));
  });
});

describe('101_145 Wormhole (two copies: your ship goes to any location and is stopped)', () => {
  it('with two Wormholes in hand: both go to the discard pile; the ship is at L4 and stopped; the RANGE is not used', () => {
    const built = scene({ missions: MISSIONS, ship: ship({ range: 8 }), crew: [{ skills: 'OFFICER' }], hand: ['Wormhole', 'Wormhole'] });
    const [one, two] = built.ids.hand as [string, string];
    const shipId = built.ids.ship!;
    const { events, state } = run(built.state, [{ type: 'PlayCard', actor: 'p1', card: one, target: `${shipId}>L4` }]);
    expect(ofType(events, 'CardMoved').find((e) => e.card === two)).toMatchObject({ from: Z.hand('p1'), to: Z.discard('p1') });
    expect(state.cards[one]!.zone).toBe(Z.discard('p1'));
    expect(state.cards[shipId]).toMatchObject({ zone: Z.space('L4'), stopped: true });
  });
  it('with a single Wormhole it cannot be played', () => {
    const built = scene({ missions: MISSIONS, ship: ship({ range: 8 }), crew: [{ skills: 'OFFICER' }], hand: ['Wormhole'] });
    expect(refused(built.state, { type: 'PlayCard', actor: 'p1', card: built.ids.hand[0]!, target: `${built.ids.ship!}>L4` })).toBe('COST_UNPAID');
  });
});
