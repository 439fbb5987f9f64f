/**
 * A location ships pass at a price (issue 15, helper voyent; behaviour/minefields.ts): 200_010 Romulan
 * Minefield — a location of span 2 between two missions, free between two [ROM] missions; a non-Romulan
 * ship flying over it is damaged, one that stops there goes on next turn.
 *   1E rulebook › EXECUTING ORDERS › FLY A STARSHIP; DAMAGE AND REPAIRS › ROTATION DAMAGE; PLAYING "FOR FREE".
 * given (p1's ship at L1 with a crew, the minefield in hand) / when (PlayCard, Fly) / then (the facts).
 */
import { ofType, scene, ship } from '../testing/attempt-scene';
import { play as run, refused } from '../testing/scenario';
import type { Command, GameState } from '../types';
import { playCard as play } from '../testing/commands';

const fly = (shipId: string, to: string): Command => ({ type: 'Fly', actor: 'p1', ship: shipId, to });

function laid(missions: string[], affiliation = 'Federation') {
  const built = scene({ missions, ship: ship({ range: 20, affiliation }), crew: [{ skills: 'OFFICER', affiliation }, { skills: 'ENGINEER', affiliation }], hand: ['Romulan Minefield'] });
  const mine = built.ids.hand[0]!;
  const after = run(built.state, [play(mine, 'L1')]);
  return { state: after.state, events: after.events, ship: built.ids.ship!, mine };
}
/** The next turn of p1 (p1 ends, p2 ends). */
const nextOwnTurn = (state: GameState): GameState => run(state, [{ type: 'EndTurn', actor: 'p1' }, { type: 'EndTurn', actor: 'p2' }]).state;

describe('200_010 Romulan Minefield', () => {
  it('applies: between two [ROM] missions it plays for free and becomes a location of span 2', () => {
    const { state, events } = laid(['Covert Installation', 'Covert Rescue', 'Avert Disaster']);
    expect(ofType(events, 'LocationInserted')).toEqual([expect.objectContaining({ location: 'L4', index: 1, span: 2 })]);
    expect(state.turn!.normalCardPlayUsed).toBe(false);
  });
  it('does not apply: between a [FED] and a [ROM] mission it uses the normal card play', () => {
    const { state } = laid(['Avert Disaster', 'Covert Rescue', 'Evacuation']);
    expect(state.turn!.normalCardPlayUsed).toBe(true);
  });
  it('applies: a Federation ship flying over it to L2 is damaged; one stopping there may not go on this turn, but may next turn', () => {
    const over = laid(['Avert Disaster', 'Covert Rescue', 'Evacuation']);
    const flown = run(over.state, [fly(over.ship, 'L2')]);
    expect(ofType(flown.events, 'ShipDamaged')).toEqual([expect.objectContaining({ ship: over.ship, source: over.mine })]);
    const stopped = run(over.state, [fly(over.ship, 'L4')]);
    expect(ofType(stopped.events, 'ShipDamaged')).toEqual([]);
    expect(refused(stopped.state, fly(over.ship, 'L2'))).toBe('MUST_STOP');
    const later = nextOwnTurn(stopped.state);
    expect(ofType(run(later, [fly(over.ship, 'L2')]).events, 'ShipDamaged')).toEqual([]);
  });
  it('does not apply: a Romulan ship flies over it undamaged, and having stopped there goes on the same turn', () => {
    const rom = laid(['Avert Disaster', 'Covert Rescue', 'Evacuation'], 'Romulan');
    expect(ofType(run(rom.state, [fly(rom.ship, 'L2')]).events, 'ShipDamaged')).toEqual([]);
    const stopped = run(rom.state, [fly(rom.ship, 'L4')]).state;
    expect(refused(stopped, fly(rom.ship, 'L2'))).toBeNull();
  });
});

