/**
 * Issue 15 (battle2): 117_019 Scepter of the Grand Nagus — while your Nagus is present with it, one of
 * your [Rule] cards a turn plays for free, and the opponent may not nullify [Rule] cards at its location
 * (behaviour/free-play-grants.ts, nullify-protection.ts: `icon`, `withPresent`, `here`, `fromOpponent`).
 * Its battle stun is tested in battle-stuns.spec.ts.
 *   1E rulebook › PLAYING "FOR FREE"; THE CARDS (a protected card is no valid target to nullify).
 * given (p1's Ferengi ship at L1 with the Scepter aboard, a Nagus aboard or not) / when (PlayCard) / then.
 */
import { evolveAll } from '../evolve';
import { battleScene, warship } from '../testing/battle-scene';
import { ofType } from '../testing/attempt-scene';
import { play, refused } from '../testing/scenario';
import type { GameEvent, GameState } from '../types';

/** The next turn, p2's: an interrupt of p2's may be played. */
const p2Turn = (state: GameState) => evolveAll([{ type: 'TurnBegan', player: 'p2', number: 2 } as GameEvent], state);

function scene(nagusAboard: boolean) {
  return battleScene([
    { label: 'ship', owner: 'p1', at: 'space', card: warship({ affiliation: 'Ferengi' }) },
    { label: 'dealer', owner: 'p1', at: { aboard: 'ship' }, card: { skills: 'OFFICER', affiliation: 'Ferengi' } },
    { label: 'nagus', owner: 'p1', at: nagusAboard ? { aboard: 'ship' } : 'surface', card: { skills: 'V.I.P.', affiliation: 'Ferengi', ch: ['Nagus'] } },
    { label: 'scepter', owner: 'p1', at: { aboard: 'ship' }, card: 'Scepter of the Grand Nagus' },
    { label: 'rule', owner: 'p1', at: 'hand', card: '45th Rule of Acquisition' },
    { label: 'kevin', owner: 'p2', at: 'hand', card: 'Kevin Uxbridge' },
    { label: 'myKevin', owner: 'p1', at: 'hand', card: 'Kevin Uxbridge' },
  ]);
}

describe('117_019 Scepter of the Grand Nagus: a free [Rule] card each turn, and no nullifying [Rule] cards here by the opponent', () => {
  it('applies: with the Nagus present the 45th Rule plays for free (the normal card play is left), and p2 may not nullify it', () => {
    const { state, id } = scene(true);
    const after = play(state, [{ type: 'PlayCard', actor: 'p1', card: id('rule'), target: id('ship') }]);
    expect(ofType(after.events, 'CardAbilityUsed').map((e) => e.title)).toContain('Scepter of the Grand Nagus#free-play');
    expect(after.state.turn!.normalCardPlayUsed).toBeFalsy();
    expect(refused(p2Turn(after.state), { type: 'PlayCard', actor: 'p2', card: id('kevin'), target: id('rule') })).toBe('INVALID_TARGET');
    // p1's own Kevin Uxbridge may (only the opponent is kept from nullifying).
    expect(refused(after.state, { type: 'PlayCard', actor: 'p1', card: id('myKevin'), target: id('rule') })).toBeNull();
  });

  it('does not apply: with the Nagus elsewhere, the 45th Rule uses the normal card play and p2 may nullify it', () => {
    const { state, id } = scene(false);
    const after = play(state, [{ type: 'PlayCard', actor: 'p1', card: id('rule'), target: id('ship') }]);
    expect(ofType(after.events, 'CardAbilityUsed').map((e) => e.title)).not.toContain('Scepter of the Grand Nagus#free-play');
    expect(after.state.turn!.normalCardPlayUsed).toBe(true);
    expect(refused(p2Turn(after.state), { type: 'PlayCard', actor: 'p2', card: id('kevin'), target: id('rule') })).toBeNull();
  });
});
