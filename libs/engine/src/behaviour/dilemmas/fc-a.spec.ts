/**
 * First Contact dilemmas scripted on branch dilemmas-a (issue 15): a qualifying OFFICER and
 * Enterprise-E personnel present, and none.
 *   1E rulebook › ATTEMPT A MISSION › ENCOUNTERING DILEMMAS (Triggered & Targeted Effects: no valid
 *   target → nullified), AUTOMATIC EFFECTS.
 * given (one dilemma under the mission, a team) / when (AttemptMission) / then (facts).
 */
import { ofType, person } from '../../testing/attempt-scene';
import { choices, failed, stopped } from '../../testing/dilemma-cases';
import { attemptA, fromHand, placed } from '../../testing/dilemma-cases-a';

describe('First Contact dilemmas (dilemmas-a)', () => {
  it("109_008 Don't Call Me Ahab: the opponent stops one OFFICER with INTEGRITY>6, and every [Ent-E] personnel is stopped; none such → nothing", () => {
    const entE = { ...person({ skills: 'ENGINEER' }), icons: [{ code: 'Ent-E' }] as never };
    const run = attemptA('planet', '109_008', [{ skills: 'OFFICER', i: 7 }, { skills: 'OFFICER', i: 8 }, { skills: 'OFFICER', i: 5 }, entE]);
    expect(choices(run.events)).toEqual([expect.objectContaining({ player: 'p2', options: [run.team[0], run.team[1]], pick: 1 })]);
    expect(stopped(run.events)).toEqual([run.team[0], run.team[3]]);
    const none = attemptA('planet', '109_008', [{ skills: 'OFFICER', i: 5 }, {}]);
    expect([stopped(none.events), failed(none.events)]).toEqual([[], false]);
  });

  it('109_012 Ooby Dooby: a card drawn per non-android Youth, one discarded (your choice) per Music, and every Youth, Music and Zefram Cochrane stopped; none → nothing', () => {
    const run = attemptA('planet', '109_012', [{ skills: 'CIVILIAN Youth' }, { skills: 'CIVILIAN Music' }, { ch: ['Android'], skills: 'CIVILIAN Youth' }, {}], {
      hand: [{}, {}],
      answer: (choice) => [choice.options[1]!],
    });
    expect(ofType(run.events, 'CardsDrawn').map((e) => e.cards.length)).toEqual([1]);
    expect(choices(run.events)).toEqual([expect.objectContaining({ player: 'p1', pick: 1 })]);
    expect(fromHand(run.events)).toHaveLength(1);
    expect(stopped(run.events)).toEqual([run.team[0], run.team[1], run.team[2]]);
    const none = attemptA('planet', '109_012', [{}, {}], { hand: [{}] });
    expect([ofType(none.events, 'CardsDrawn'), fromHand(none.events), stopped(none.events)]).toEqual([[], [], []]);
  });

  it('109_007 Dead End: with 50 points it is passed; with fewer the team cannot get past and it is placed on the mission', () => {
    const ok = attemptA('planet', '109_007', [{}], { score: { p1: 50 } });
    expect([failed(ok.events), placed(ok.events)]).toEqual([false, []]);
    const ko = attemptA('planet', '109_007', [{}], { score: { p1: 45 } });
    expect([failed(ko.events), placed(ko.events)]).toEqual([true, ['atop:L1']]);
  });
});
