/**
 * Issue 15 (battle2): 112_103 Unnatural Causes — plays on a crew or Away Team one of whose members was
 * just killed other than in battle; one personnel of it, chosen at random, is stopped
 * (behaviour/kills-outside-battle.ts). 1E rulebook › GETTING HURT › KILLED, STOPPED; MISCELLANEOUS
 * RULES › RANDOM SELECTION; BATTLE (kills in a battle do not count).
 * given (an Away Team that loses a member to Reman Sacrifice, or to a personnel battle) / when
 * (PlayCard in the personnel-killed window) / then (one member stopped; no target after a battle).
 */
import { evolveAll } from '../evolve';
import { battleScene } from '../testing/battle-scene';
import { ofType } from '../testing/attempt-scene';
import { play, refused } from '../testing/scenario';
import type { GameEvent } from '../types';
import { Z } from '../zones';

describe('112_103 Unnatural Causes (a member of a crew or Away Team just killed other than in battle: one of them, at random, is stopped)', () => {
  function sacrificed() {
    const built = battleScene([
      { label: 'reman', owner: 'p1', at: 'surface', card: { skills: 'SECURITY', affiliation: 'Romulan', ch: ['Reman'] } },
      { label: 'a', owner: 'p1', at: 'surface', card: { skills: 'OFFICER', affiliation: 'Romulan' } },
      { label: 'b', owner: 'p1', at: 'surface', card: { skills: 'ENGINEER', affiliation: 'Romulan' } },
      { label: 'rs', owner: 'p1', at: 'hand', card: 'Reman Sacrifice' },
      { label: 'uc', owner: 'p2', at: 'hand', card: 'Unnatural Causes' },
    ]);
    const state = play(built.state, [
      { type: 'SetAutoPass', actor: 'p2', on: false },
      { type: 'PlayCard', actor: 'p1', card: built.id('rs'), target: built.id('reman') },
      { type: 'PassResponse', actor: 'p2' },
    ]).state;
    return { state, id: built.id };
  }

  it('applies: the Reman dies to Reman Sacrifice; p2 plays it on his Away Team and one of the two left, at random, is stopped', () => {
    const { state, id } = sacrificed();
    expect(state.windows?.map((w) => [w.action, w.player])).toEqual([['personnel-killed', 'p2']]);
    expect(state.windows![0]!.killedFrom).toEqual([Z.surface('L1')]);
    const team = state.zones[Z.surface('L1')]!.filter((iid) => state.cards[iid]!.owner === 'p1')[0]!;
    const after = play(state, [{ type: 'PlayCard', actor: 'p2', card: id('uc'), target: team }]);
    const picked = ofType(after.events, 'RandomCardsSelected').filter((e) => e.purpose === 'Unnatural Causes');
    expect(picked).toHaveLength(1);
    expect([...picked[0]!.candidates].sort()).toEqual([id('a'), id('b')].sort());
    expect(ofType(after.events, 'CardStopped').map((e) => e.card)).toEqual(picked[0]!.outcome);
  });

  it('does not apply: personnel killed in a personnel battle — the window records them as killed in battle, and the card has no target', () => {
    const built = battleScene([
      { label: 'k', owner: 'p1', at: 'surface', card: { skills: 'OFFICER', s: 9, affiliation: 'Klingon' } },
      { label: 'x', owner: 'p2', at: 'surface', card: { skills: 'CIVILIAN', s: 2, affiliation: 'Non-Aligned' } },
      { label: 'y', owner: 'p2', at: 'surface', card: { skills: 'CIVILIAN', s: 2, affiliation: 'Non-Aligned' } },
      { label: 'z', owner: 'p2', at: 'surface', card: { skills: 'CIVILIAN', s: 2, affiliation: 'Non-Aligned' } },
      { label: 'uc', owner: 'p2', at: 'hand', card: 'Unnatural Causes' },
    ]);
    const fought = play(built.state, [{ type: 'InitiatePersonnelBattle', actor: 'p1', zone: Z.surface('L1') }]);
    const dead = ofType(fought.events, 'CardLeftPlay').filter((e) => e.how === 'killed').map((e) => e.card);
    expect(dead.length).toBeGreaterThan(0);
    const opened = ofType(fought.events, 'ResponseWindowOpened').find((e) => e.window.action === 'personnel-killed' && e.window.player === 'p2')!;
    expect(opened.window.killedInBattle).toEqual(dead);
    // The same window held open for p2: no crew or Away Team lost a member other than in battle.
    const held = evolveAll([opened as GameEvent], fought.state);
    const survivor = held.zones[Z.surface('L1')]!.find((iid) => held.cards[iid]!.owner === 'p2')!;
    expect(refused(held, { type: 'PlayCard', actor: 'p2', card: built.id('uc'), target: survivor })).toBe('INVALID_TARGET');
  });
});
