/**
 * Alternate Universe dilemmas scripted on branch dilemmas-a (issue 15): the path where each
 * condition (or trigger) is met and the path where it is not.
 *   1E rulebook › ATTEMPT A MISSION › ENCOUNTERING DILEMMAS, AUTOMATIC EFFECTS, CONDITIONAL EFFECTS
 *   ("unless"; "Discard dilemma"); THE CARDS › EVENTS (played on the table, it lasts while in play);
 *   MISCELLANEOUS RULES › THE CUMULATIVE RULE.
 * given (one dilemma under the mission, a team) / when (AttemptMission) / then (facts).
 */
import { memberOf } from '../../attempt/requirements';
import { choices, failed, killed, randomPicks, removed, reseeded, stopped } from '../../testing/dilemma-cases';
import { attemptA, discardedCards, fromHand, moved, onTable, placed, pointsLost } from '../../testing/dilemma-cases-a';
import { ofType, ship } from '../../testing/attempt-scene';

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

  it("103_020 Maman Picard: a Federation ship goes to the spaceline end of the opponent's choice and the attempt ends; another ship is untouched", () => {
    const fed = attemptA('space', '103_020', [{}], { moreMissions: ['Excavation'], answer: (choice) => [choice.options[1]!] });
    expect(choices(fed.events)).toEqual([expect.objectContaining({ player: 'p2', options: ['L1', 'L2'], pick: 1 })]);
    expect(fed.state.cards[fed.built.ids.ship!]!.zone).toBe('space:L2');
    expect(fed.state.attempt).toBeNull();
    expect(removed(fed.events)).toEqual(['effects-resolved']);
    const klingon = attemptA('space', '103_020', [{}], { moreMissions: ['Excavation'], ship: { ...ship(), affiliations: ['Klingon'] as never } });
    expect(klingon.state.cards[klingon.built.ids.ship!]!.zone).toBe('space:L1');
    expect(ofType(klingon.events, 'MissionAttemptFailed').every((e) => !e.reason.includes('moves the ship'))).toBe(true);
  });

  it('103_021 Outpost Raid: away from your outpost STRENGTH>18 gets past; at your outpost the opponent kills two unless STRENGTH>81, and it is discarded', () => {
    expect(failed(attemptA('planet', '103_021', [{ s: 10 }, { s: 9 }]).events)).toBe(false);
    const weak = attemptA('planet', '103_021', [{ s: 5 }]);
    expect([failed(weak.events), reseeded(weak.events)]).toEqual([true, true]);
    const outpost = { hand: ['Federation Outpost'], before: (built: { ids: { hand: string[] } }) => [moved(built.ids.hand[0]!, 'hand:p1', 'space:L1')] };
    const raid = attemptA('planet', '103_021', [{ s: 5 }, { s: 5 }, { s: 5 }], outpost);
    expect(choices(raid.events)).toEqual([expect.objectContaining({ player: 'p2', pick: 2 })]);
    expect(killed(raid.events)).toHaveLength(2);
    expect([removed(raid.events), reseeded(raid.events)]).toEqual([['failed'], false]);
    const strong = attemptA('planet', '103_021', Array.from({ length: 9 }, () => ({ s: 10 })), outpost);
    expect([killed(strong.events), failed(strong.events), removed(strong.events)]).toEqual([[], false, ['effects-resolved']]);
  });

  it('103_025 Rascals: unique crew members become children (STRENGTH 2, Youth first) while it lies on the ship; two MEDICAL and Biology cure them', () => {
    const kid = { skills: 'OFFICER Navigation Physics', s: 7, universal: false };
    const run = attemptA('space', '103_025', [kid, { s: 7 }]);
    expect(placed(run.events)).toEqual([`on:${run.built.ids.ship}`]);
    const child = memberOf(run.state, run.team[0]!);
    expect([child.strength, child.skills.map((skill) => skill.name)]).toEqual([2, ['Youth', 'Physics']]);
    expect(memberOf(run.state, run.team[1]!).strength).toBe(7);
    const cured = attemptA('space', '103_025', [kid, { skills: 'MEDICAL Biology' }, { skills: 'MEDICAL' }]);
    expect(Object.keys(cured.state.ongoing)).toEqual([]);
    expect(memberOf(cured.state, cured.team[0]!).strength).toBe(7);
  });

  it('103_009 Cardassian Trap: Empathy → nothing; otherwise one random unique non-Cardassian member is captured; discarded', () => {
    const ok = attemptA('planet', '103_009', [{ skills: 'MEDICAL Empathy', universal: false }]);
    expect(ofType(ok.events, 'PersonnelCaptured')).toEqual([]);
    const ko = attemptA('planet', '103_009', [{ universal: false }, { universal: false, affiliation: 'Cardassian' }, {}]);
    expect(ofType(ko.events, 'PersonnelCaptured').map((e) => e.card)).toEqual([ko.team[0]]);
    expect([failed(ko.events), removed(ko.events)]).toEqual([true, ['failed']]);
  });

  it('103_030 Worshiper: more Greed than Honor scores its 5 bonus points; otherwise the team is stopped unless Anthropology is there; discarded', () => {
    const greedy = attemptA('planet', '103_030', [{ skills: 'CIVILIAN Greed x2' }, { skills: 'OFFICER Honor' }]);
    expect(ofType(greedy.events, 'PointsScored').map((e) => [e.points, e.bonus])).toEqual([[5, true]]);
    expect(greedy.state.cards[greedy.built.ids.seeds[0]!]!.zone).toBe('bonus:p1');
    const honest = attemptA('planet', '103_030', [{ skills: 'OFFICER Honor' }]);
    expect(stopped(honest.events)).toEqual([honest.team[0]]);
    expect([failed(honest.events), removed(honest.events)]).toEqual([true, ['failed']]);
    const scholar = attemptA('planet', '103_030', [{ skills: 'SCIENCE Anthropology' }]);
    expect([stopped(scholar.events), failed(scholar.events), ofType(scholar.events, 'PointsScored')]).toEqual([[], false, []]);
  });
});
