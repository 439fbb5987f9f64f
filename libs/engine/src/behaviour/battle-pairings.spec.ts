/**
 * Issue 15 (battle2): 223_008 Klingon Baldric, its battle way (behaviour/battle-pairings.ts) — your Worf
 * or one of your Klingon leaders present with it pairs first in a personnel battle, against the
 * adversary you choose. (Its INTEGRITY +2: equipment-incidents.spec.ts.)
 *   1E rulebook › BATTLE › PERSONNEL BATTLE (2. Responses, 3. Form Up, 4. Combat).
 * given (p1's Klingons and the Baldric on the planet, p2's two personnel) / when (ActivateCard in p1's
 * battle-initiated window) / then (the piles and the first engagement).
 */
import { battleScene, type Placed } from '../testing/battle-scene';
import { ofType } from '../testing/attempt-scene';
import { play, refused } from '../testing/scenario';
import { Z } from '../zones';

function started(baldricAt: Placed['at'] = 'surface') {
  const built = battleScene([
    { label: 'leader', owner: 'p1', at: 'surface', card: { skills: 'OFFICER', s: 5, affiliation: 'Klingon' } },
    { label: 'warrior', owner: 'p1', at: 'surface', card: { skills: 'CIVILIAN', s: 9, affiliation: 'Klingon' } },
    { label: 'x', owner: 'p2', at: 'surface', card: { skills: 'CIVILIAN', s: 4, affiliation: 'Non-Aligned' } },
    { label: 'y', owner: 'p2', at: 'surface', card: { skills: 'CIVILIAN', s: 20, affiliation: 'Non-Aligned' } },
    { label: 'baldric', owner: 'p1', at: baldricAt, card: 'Klingon Baldric' },
  ]);
  const state = play(built.state, [{ type: 'SetAutoPass', actor: 'p1', on: false }, { type: 'InitiatePersonnelBattle', actor: 'p1', zone: Z.surface('L1') }]).state;
  return { state, id: built.id };
}

describe('223_008 Klingon Baldric: your Worf or Klingon leader present pairs first, against the adversary you choose', () => {
  it('applies: the Klingon OFFICER pairs first against x (whatever the shuffle)', () => {
    const { state, id } = started();
    expect(state.windows?.at(-1)).toMatchObject({ action: 'battle-initiated', player: 'p1' });
    const after = play(state, [{ type: 'ActivateCard', actor: 'p1', card: id('baldric'), ability: 'pair-first', target: `${id('leader')}>${id('x')}` }]);
    const piles = ofType(after.events, 'CombatPilesFormed')[0]!.piles;
    expect([piles.p1[0], piles.p2[0]]).toEqual([id('leader'), id('x')]);
    expect(ofType(after.events, 'CombatResolved')[0]!.adversaries).toEqual([id('leader'), id('x')]);
  });

  it('does not apply: a Klingon who is no leader (nor Worf); nor with the Baldric elsewhere', () => {
    const { state, id } = started();
    expect(refused(state, { type: 'ActivateCard', actor: 'p1', card: id('baldric'), ability: 'pair-first', target: `${id('warrior')}>${id('x')}` })).toBe('INVALID_TARGET');
    const away = started('space');
    expect(refused(away.state, { type: 'ActivateCard', actor: 'p1', card: away.id('baldric'), ability: 'pair-first', target: `${away.id('leader')}>${away.id('x')}` })).not.toBeNull();
  });
});
