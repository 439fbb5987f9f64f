/**
 * Issue 15 (lead): the `ship-docking` window (behaviour/docking-windows.ts) and Docking Procedures.
 *   1E rulebook › EXECUTING ORDERS › DOCK & UNDOCK; GETTING HURT › STOPPED.
 * given (p1's Federation ship with crew beside p1's Federation Outpost at L1; Docking Procedures in p2's hand; p2
 * answering every window) / when (p1 docks or undocks; p2 plays Docking Procedures; the turn ends) / then (the move is
 * held, ship and crew stopped, and completed at the end of the turn).
 */
import { battleScene, type Placed } from '../testing/battle-scene';
import { ship } from '../testing/attempt-scene';
import { play } from '../testing/scenario';
import { legalCommands } from '../legal';
import type { Command, GameState } from '../types';
import { Z } from '../zones';

function table(docked: boolean, every = true) {
  const placed: Placed[] = [
    { label: 'outpost', owner: 'p1', at: 'space', card: 'Federation Outpost' },
    { label: 'ship', owner: 'p1', at: 'space', card: ship({ affiliation: 'Federation' }) },
    { label: 'crew', owner: 'p1', at: { aboard: 'ship' }, card: { skills: 'OFFICER', affiliation: 'Federation' } },
    { label: 'dp', owner: 'p2', at: 'hand', card: 'Docking Procedures' },
  ];
  const built = battleScene(placed);
  let state = play(built.state, [{ type: 'SetAutoPass', actor: 'p2', on: false, ...(every ? { every: true } : {}) }]).state;
  if (docked) state = play(state, [{ type: 'Dock', actor: 'p1', ship: built.id('ship'), facility: built.id('outpost') }, { type: 'PassResponse', actor: 'p2' }]).state;
  return { state, id: built.id };
}

/** p2 passes every window it is asked to answer. */
function passAll(state: GameState): GameState {
  let current = state;
  for (let guard = 0; guard < 10 && current.windows?.at(-1)?.player === 'p2'; guard += 1) current = play(current, [{ type: 'PassResponse', actor: 'p2' }]).state;
  return current;
}

describe('112_087 Docking Procedures (a ship beginning to dock or undock: stopped, the move completes at the end of the turn)', () => {
  it('applies to a docking: the ship stays in space, stopped with its crew, and is docked at the end of the turn', () => {
    const { state, id } = table(false);
    const docking = play(state, [{ type: 'Dock', actor: 'p1', ship: id('ship'), facility: id('outpost') }]).state;
    expect(docking.windows?.at(-1)).toMatchObject({ action: 'ship-docking', card: id('ship'), target: id('outpost'), player: 'p2' });
    const respond: Command = { type: 'PlayCard', actor: 'p2', card: id('dp'), target: id('ship') };
    expect(legalCommands(docking, 'p2')).toContainEqual(respond);
    const held = passAll(play(docking, [respond]).state);
    expect(held.cards[id('ship')]!.zone).toBe(Z.space('L1'));
    expect(held.cards[id('ship')]!.stopped).toBe(true);
    expect(held.cards[id('crew')]!.stopped).toBe(true);
    expect(held.cards[id('dp')]!.zone).toBe(Z.on(id('ship')));
    const ended = passAll(play(held, [{ type: 'EndTurn', actor: 'p1' }]).state);
    expect(ended.cards[id('ship')]!.zone).toBe(Z.docked(id('outpost')));
    expect(ended.cards[id('dp')]!.zone).toBe(Z.discard('p2'));
  });

  it('applies to an undocking: the ship stays docked until the end of the turn', () => {
    const { state, id } = table(true);
    const undocking = play(state, [{ type: 'Undock', actor: 'p1', ship: id('ship') }]).state;
    expect(undocking.windows?.at(-1)).toMatchObject({ action: 'ship-docking', target: id('outpost') });
    const held = passAll(play(undocking, [{ type: 'PlayCard', actor: 'p2', card: id('dp'), target: id('ship') }]).state);
    expect(held.cards[id('ship')]!.zone).toBe(Z.docked(id('outpost')));
    const ended = passAll(play(held, [{ type: 'EndTurn', actor: 'p1' }]).state);
    expect(ended.cards[id('ship')]!.zone).toBe(Z.space('L1'));
  });

  it('does not apply: without a docking no window opens, and a player passing automatically is never asked', () => {
    const { state } = table(false);
    expect(legalCommands(state, 'p2').filter((command) => command.type === 'PlayCard')).toEqual([]);
    const auto = table(false, false);
    const docked = play(auto.state, [{ type: 'Dock', actor: 'p1', ship: auto.id('ship'), facility: auto.id('outpost') }]).state;
    expect(docked.windows ?? []).toEqual([]);
    expect(docked.cards[auto.id('ship')]!.zone).toBe(Z.docked(auto.id('outpost')));
  });
});
