/**
 * Issue 15 (battle2): 241_003 Reman Dagger, its battle way (behaviour/battle-sacrifices.ts) — your Reman
 * present mortally wounds itself to mortally wound its adversary (declared in the battle's response
 * window). (Its STRENGTH +1: equipment-sets.spec.ts.)
 *   1E rulebook › BATTLE › PERSONNEL BATTLE (2. Responses, 4. Combat, 6. Resolution).
 * given (p1's Reman and a Romulan with the dagger, p2's strong personnel) / when (ActivateCard in p1's
 * battle-initiated window) / then (who dies).
 */
import { battleScene } from '../testing/battle-scene';
import { ofType } from '../testing/attempt-scene';
import { play, refused } from '../testing/scenario';
import { Z } from '../zones';

function started() {
  const built = battleScene([
    { label: 'reman', owner: 'p1', at: 'surface', card: { skills: 'OFFICER', s: 3, affiliation: 'Romulan', ch: ['Reman'] } },
    { label: 'brute', owner: 'p2', at: 'surface', card: { skills: 'SECURITY', s: 10, affiliation: 'Non-Aligned' } },
    { label: 'dagger', owner: 'p1', at: 'surface', card: 'Reman Dagger' },
  ]);
  const state = play(built.state, [{ type: 'SetAutoPass', actor: 'p1', on: false }, { type: 'InitiatePersonnelBattle', actor: 'p1', zone: Z.surface('L1') }]).state;
  return { state, id: built.id };
}

describe('241_003 Reman Dagger: your Reman present mortally wounds itself to mortally wound its adversary', () => {
  it('applies: the Reman dies, and takes the brute with him', () => {
    const { state, id } = started();
    const after = play(state, [{ type: 'ActivateCard', actor: 'p1', card: id('dagger'), ability: 'sacrifice', target: id('reman') }]);
    const killed = ofType(after.events, 'CardLeftPlay').filter((e) => e.how === 'killed').map((e) => e.card);
    expect(killed.sort()).toEqual([id('reman'), id('brute')].sort());
  });

  it('does not apply: without the declaration only the Reman dies; a non-Reman is no target', () => {
    const { state, id } = started();
    const after = play(state, [{ type: 'PassResponse', actor: 'p1' }]);
    expect(ofType(after.events, 'CardLeftPlay').filter((e) => e.how === 'killed').map((e) => e.card)).toEqual([id('reman')]);
    expect(refused(state, { type: 'ActivateCard', actor: 'p1', card: id('dagger'), ability: 'sacrifice', target: id('brute') })).toBe('INVALID_TARGET');
  });
});
