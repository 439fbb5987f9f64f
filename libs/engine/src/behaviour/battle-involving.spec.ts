/**
 * Issue 15 (battle-cards): 251_009 Plot Twist — cancels a personnel battle just initiated that
 * involves a personnel with "Royale" in its lore (behaviour/battle-involving.ts; `cancel-battle`).
 *   1E rulebook › BATTLE › INITIATING A BATTLE › Clarification: Cancelled Battles.
 * given (a battle scene, the battle initiated) / when (PlayCard) / then (the battle ends cancelled).
 */
import type { Card } from '@captains-log/cards';
import { battleScene } from '../testing/battle-scene';
import { ofType, person } from '../testing/attempt-scene';
import { play, refused, withAuDoor } from '../testing/scenario';
import { Z } from '../zones';

describe('251_009 Plot Twist (cancel a personnel battle just initiated involving a personnel with "Royale" in lore)', () => {
  function started(lore: string) {
    const casino: Card = { ...person({ skills: 'CIVILIAN', s: 4, affiliation: 'Non-Aligned' }), lore };
    const built = battleScene([
      { label: 'k', owner: 'p1', at: 'surface', card: { skills: 'OFFICER', s: 6, affiliation: 'Klingon' } },
      { label: 'x', owner: 'p2', at: 'surface', card: casino },
      { label: 'pt', owner: 'p2', at: 'hand', card: 'Plot Twist' },
    ]);
    // Plot Twist shows [AU]: p2's Alternate Universe Door lets it play (alternate-universe.ts).
    const state = play(withAuDoor(built.state, ['p2']), [{ type: 'SetAutoPass', actor: 'p2', on: false }, { type: 'InitiatePersonnelBattle', actor: 'p1', zone: Z.surface('L1') }]).state;
    return { state, id: built.id, window: state.windows![0]!.card };
  }
  it('given the attacked personnel works at the Royale: p2 cancels the battle, nobody is hurt, everyone is stopped', () => {
    const { state, id, window } = started('A dealer at the Royale hotel casino.');
    const after = play(state, [{ type: 'PlayCard', actor: 'p2', card: id('pt'), target: window }]);
    expect(ofType(after.events, 'BattleEnded')).toMatchObject([{ cancelled: true, winner: null }]);
    expect(ofType(after.events, 'CombatResolved')).toEqual([]);
    expect(after.state.cards[id('k')]!.stopped).toBe(true);
  });
  it('without such a personnel in the battle it is no response', () => {
    const { state, id, window } = started('A trader from far away.');
    expect(refused(state, { type: 'PlayCard', actor: 'p2', card: id('pt'), target: window })).toBe('INVALID_TARGET');
  });
});
