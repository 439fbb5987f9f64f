/**
 * Alternate Universe dilemmas scripted on branch dilemmas-a (issue 15): the path where each
 * condition (or trigger) is met and the path where it is not.
 *   1E rulebook › ATTEMPT A MISSION › ENCOUNTERING DILEMMAS, AUTOMATIC EFFECTS, CONDITIONAL EFFECTS
 *   ("unless"; "Discard dilemma"); THE CARDS › EVENTS (played on the table, it lasts while in play);
 *   MISCELLANEOUS RULES › THE CUMULATIVE RULE.
 * given (one dilemma under the mission, a team) / when (AttemptMission) / then (facts).
 */
import { memberOf } from '../../attempt/requirements';
import { failed, killed, randomPicks, removed, stopped } from '../../testing/dilemma-cases';
import { attemptA, discardedCards, fromHand, onTable, placed, pointsLost } from '../../testing/dilemma-cases-a';

describe('Alternate Universe dilemmas (dilemmas-a)', () => {
  it('103_028 The Higher... The Fewer: one point lost per member of the team, never a failure', () => {
    const three = attemptA('planet', '103_028', [{}, {}, {}]);
    expect(pointsLost(three.events)).toEqual([3]);
    expect(three.state.score.p1.points).toBe(-3);
    const one = attemptA('space', '103_028', [{}]);
    expect(pointsLost(one.events)).toEqual([1]);
    expect(failed(one.events)).toBe(false);
  });

  it('103_027 The Gatherers: INTEGRITY>36 (or Marouk) keeps everything; otherwise all equipment and one random card from hand go; discarded', () => {
    const ok = attemptA('planet', '103_027', [{ i: 9 }, { i: 9 }, { i: 9 }, { i: 9 }, { i: 1 }], { equipment: ['Hypospray'], hand: [{}, {}] });
    expect([discardedCards(ok.events), fromHand(ok.events), failed(ok.events)]).toEqual([[], [], false]);
    const ko = attemptA('planet', '103_027', [{ i: 5 }], { equipment: ['Hypospray'], hand: [{}, {}] });
    expect(discardedCards(ko.events)).toEqual(ko.built.ids.equipment);
    expect(fromHand(ko.events)).toHaveLength(1);
    expect(ko.built.ids.hand).toContain(fromHand(ko.events)[0]);
    expect(failed(ko.events)).toBe(true);
    expect(removed(ko.events)).toEqual(['failed']);
  });

  it('103_018 Interphasic Plasma Creatures: two SCIENCE keep it off; otherwise it lies on the table and every personnel of yours is STRENGTH −2', () => {
    const ko = attemptA('planet', '103_018', [{ s: 6 }, { s: 4 }]);
    expect(placed(ko.events)).toEqual(['table:p1']);
    expect(ko.team.map((iid) => memberOf(ko.state, iid).strength)).toEqual([4, 2]);
    expect(failed(ko.events)).toBe(true);
    const ok = attemptA('planet', '103_018', [{ skills: 'SCIENCE', s: 6 }, { skills: 'SCIENCE', s: 4 }]);
    expect(placed(ok.events)).toEqual([]);
    expect(ok.team.map((iid) => memberOf(ok.state, iid).strength)).toEqual([6, 4]);
  });

  it('103_018 Interphasic Plasma Creatures: with a copy already on the table, a second lowers STRENGTH no further (not cumulative)', () => {
    const run = attemptA('planet', '103_018', [{ s: 6 }], {
      opponentHand: ['103_018'],
      before: (built) => [onTable(built.ids.opponentHand[0]!)],
    });
    expect(memberOf(run.before, run.team[0]!).strength).toBe(4);
    expect(Object.values(run.state.ongoing).filter((entry) => run.state.cards[entry.dilemma]!.zone === 'table:p1')).toHaveLength(2);
    expect(memberOf(run.state, run.team[0]!).strength).toBe(4);
  });

  it('103_017 Hunter Gangs: of two random members, an odd CUNNING dies and an even one escapes; discarded', () => {
    const run = attemptA('planet', '103_017', [{ c: 5 }, { c: 6 }, { c: 7 }]);
    const hunted = randomPicks(run.events)[0]!;
    expect(hunted).toHaveLength(2);
    const odd = hunted.filter((iid) => [run.team[0], run.team[2]].includes(iid));
    expect(killed(run.events).sort()).toEqual(odd.sort());
    const even = attemptA('planet', '103_017', [{ c: 6 }, { c: 8 }]);
    expect([killed(even.events), stopped(even.events), failed(even.events)]).toEqual([[], [], false]);
    expect(removed(even.events)).toEqual(['effects-resolved']);
  });
});
