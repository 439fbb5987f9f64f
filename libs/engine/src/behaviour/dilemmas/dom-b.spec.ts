/**
 * Dominion (more) dilemmas in the behaviour model (issue 15, later-set dilemma words of behaviour/dilemma-steps-b.ts):
 * the path where each condition is met and the path where it is not.
 *   1E rulebook › ATTEMPT A MISSION › ENCOUNTERING DILEMMAS (Triggered & Targeted Effects),
 *   AUTOMATIC EFFECTS, CONDITIONAL EFFECTS ("unless", "to get past"; "Discard dilemma"); NULLIFIERS; CURES.
 * given (one dilemma under the mission, a team) / when (AttemptMission) / then (facts).
 */
import { choices, failed, killed, ofType, randomPicks, reseeded, stopped, verdicts } from '../../testing/dilemma-cases';
import { attemptB } from '../../testing/dilemma-cases-b';

describe('Dominion dilemmas (later-set words)', () => {
  it('115_004 Berserk Changeling: two hand weapons present → nobody dies; otherwise a random non-changeling dies and the attempt fails; a changeling alone is no target', () => {
    const armed = attemptB('planet', '115_004', [{}, {}], { equipment: ['Starfleet Type II Phaser', 'Klingon Disruptor'] });
    expect([killed(armed.events), verdicts(armed.events), failed(armed.events)]).toEqual([[], ['met'], false]);
    const oneWeapon = attemptB('planet', '115_004', [{}, { ch: ['Changeling'] }], { equipment: ['Starfleet Type II Phaser'] });
    expect([killed(oneWeapon.events), failed(oneWeapon.events), reseeded(oneWeapon.events)]).toEqual([[oneWeapon.team[0]], true, true]);
    const changeling = attemptB('planet', '115_004', [{ ch: ['Changeling'] }]);
    expect([killed(changeling.events), failed(changeling.events)]).toEqual([[], false]);
  });

  it('115_007 Chula: The Dice: three different members with INTEGRITY>6, CUNNING>7, STRENGTH>8 → past; one member with all three → fails', () => {
    expect(verdicts(attemptB('planet', '115_007', [{ i: 7 }, { c: 8 }, { s: 9 }]).events)).toEqual(['met']);
    const ko = attemptB('planet', '115_007', [{ i: 7, c: 8, s: 9 }, {}]);
    expect([verdicts(ko.events), failed(ko.events)]).toEqual([['unmet'], true]);
  });

  it('115_006 Chula: The Chandra: a random member goes on with those sharing a printed attribute number; the others are stopped', () => {
    const run = attemptB('planet', '115_006', [{ i: 5, c: 5, s: 5 }, { i: 5, c: 6, s: 7 }, { i: 8, c: 9, s: 10 }]);
    const [[chosen]] = randomPicks(run.events) as [[string]];
    const expected = chosen === run.team[2] ? [run.team[0], run.team[1]] : [run.team[2]];
    expect([stopped(run.events), failed(run.events)]).toEqual([expected, false]);
    const alike = attemptB('planet', '115_006', [{ i: 5 }, { i: 5, c: 6 }]);
    expect(stopped(alike.events)).toEqual([]);
  });

  it('115_005 Chula: Pick One to Save Two: three members face the game — you return one to hand, or all three are stopped; with two members the attempt fails', () => {
    const saved = attemptB('planet', '115_005', [{}, {}, {}]);
    expect(choices(saved.events).map((c) => [c.player, c.pick])).toEqual([['p1', 1], ['p1', 1]]);
    expect(ofType(saved.events, 'CardMoved').filter((e) => e.to === 'hand:p1')).toHaveLength(1);
    expect([stopped(saved.events), failed(saved.events)]).toEqual([[], false]);
    const all = attemptB('planet', '115_005', [{}, {}, {}], { answer: (c) => (c.options.includes('mode:all three stopped') ? ['mode:all three stopped'] : c.options.slice(0, c.pick)) });
    expect([[...stopped(all.events)].sort(), verdicts(all.events)]).toEqual([[...all.team].sort(), ['met']]);
    const two = attemptB('planet', '115_005', [{}, {}]);
    expect([verdicts(two.events)[0], failed(two.events)]).toEqual(['unmet', true]);
  });
});
