/**
 * Issue 15 (captive): a ship battle ending in surrender (behaviour/battle-surrenders.ts) — 116_039 Outgunned:
 * as your battle against the opponent's only ship there begins, if it is undocked and your attacking
 * WEAPONS exceed three times its SHIELDS, the battle is cancelled, the ship commandeered, its crew captured.
 *   1E rulebook › BATTLE › INITIATING A BATTLE (Cancelled Battles); COMMANDEER; CAPTURE.
 * given (two ships at L1) / when (InitiateShipBattle, ReturnFire, PlayCard Outgunned) / then (BattleEnded cancelled, ControlTaken, PersonnelCaptured).
 */
import { legalCommands } from '../legal';
import { battleScene, warship, type Placed } from '../testing/battle-scene';
import { ofType } from '../testing/attempt-scene';
import { play, when } from '../testing/scenario';
import type { Command, GameState } from '../types';
import { Z } from '../zones';

const explicit = (state: GameState): GameState => play(state, [{ type: 'SetAutoPass', actor: 'p1', on: false }]).state;

function fleet(weapons: number, second = false): Placed[] {
  return [
    { label: 'a', owner: 'p1', at: 'space', card: warship({ weapons, affiliation: 'Klingon' }) },
    { label: 'a-crew', owner: 'p1', at: { aboard: 'a' }, card: { skills: 'OFFICER', affiliation: 'Klingon' } },
    { label: 't', owner: 'p2', at: 'space', card: warship({ weapons: 5, shields: 6, affiliation: 'Romulan' }) },
    { label: 't1', owner: 'p2', at: { aboard: 't' }, card: { skills: 'OFFICER', affiliation: 'Romulan' } },
    { label: 't2', owner: 'p2', at: { aboard: 't' }, card: { skills: 'ENGINEER', affiliation: 'Romulan' } },
    ...(second ? [{ label: 'u', owner: 'p2', at: 'space', card: warship({ affiliation: 'Romulan' }) } as Placed] : []),
    { label: 'og', owner: 'p1', at: 'hand', card: 'Outgunned' },
  ];
}

function started(weapons: number, second = false) {
  const built = battleScene(fleet(weapons, second));
  const begun = play(explicit(built.state), [
    { type: 'InitiateShipBattle', actor: 'p1', ships: [built.id('a')], target: built.id('t') },
    { type: 'ReturnFire', actor: 'p2', target: built.id('a') },
  ]);
  return { state: begun.state, id: built.id, respond: { type: 'PlayCard', actor: 'p1', card: built.id('og'), target: built.id('t') } as Command };
}

describe('116_039 Outgunned (your WEAPONS over three times the SHIELDS of the opponent’s only ship there: battle cancelled, ship commandeered, crew captured)', () => {
  it('applies: WEAPONS 19 against SHIELDS 6 — the battle is called off, the ship is yours, its crew held aboard your ship', () => {
    const { state, id, respond } = started(19);
    expect(legalCommands(state, 'p1')).toContainEqual(respond);
    const { events, state: after } = play(state, [respond]);
    expect(ofType(events, 'BattleEnded')).toMatchObject([{ cancelled: true, winner: null }]);
    expect(ofType(events, 'ShipsFired')).toEqual([]);
    expect(after.cards[id('t')]!.owner).toBe('p1');
    expect(after.control?.[id('t')]?.owner).toBe('p2');
    expect(ofType(events, 'PersonnelCaptured').map((e) => [e.card, e.to]).sort()).toEqual([[id('t1'), Z.held('p1', id('a'))], [id('t2'), Z.held('p1', id('a'))]].sort());
  });
  it('does not apply with WEAPONS 18 (not more than three times 6), nor when the opponent has another ship there', () => {
    for (const [weapons, second] of [[18, false], [19, true]] as const) {
      const { state, respond } = started(weapons, second);
      const outcome = when(state, respond);
      expect('violation' in outcome && outcome.violation.code).toBe('INVALID_TARGET');
    }
  });
});
