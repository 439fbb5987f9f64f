/**
 * The Next Generation (virtual) dilemmas in the behaviour model (issue 15): the path where each condition is met and the path
 * where it is not.
 *   1E rulebook › ATTEMPT A MISSION › ENCOUNTERING DILEMMAS (Triggered & Targeted Effects),
 *   AUTOMATIC EFFECTS, CONDITIONAL EFFECTS ("unless", "to get past"; "Discard dilemma"; "Mission continues"), NULLIFIERS.
 * given (one dilemma under the mission, a team) / when (AttemptMission) / then (facts).
 */
import {
  attempt,
  choices,
  failed,
  killed,
  removed,
  stopped,
  verdicts,
  type Where,
} from '../../testing/dilemma-cases';

describe('"a random member dies unless you stop one with X or Y; then a total must remain"', () => {
  const cases: [id: string, title: string, where: Where, skill: string, attribute: 'c' | 'i'][] = [
    ['155_008', 'Magnetic Field Disruptions', 'space', 'Navigation', 'c'],
    ['155_013', 'Triage', 'planet', 'Biology', 'i'],
    ['155_015', 'Warp Bubble Mishap', 'space', 'Physics', 'c'],
  ];
  for (const [id, title, where, skill, attribute] of cases) {
    it(`${id} ${title}: one with ${skill} is stopped instead of a death; without one a random member dies and the attempt fails`, () => {
      const ok = attempt(where, id, [
        { skills: `OFFICER ${skill}` },
        { [attribute]: 13 },
        { [attribute]: 13 },
      ]);
      expect(killed(ok.events)).toEqual([]);
      expect(stopped(ok.events)).toEqual([ok.team[0]]);
      expect([verdicts(ok.events), failed(ok.events)]).toEqual([['met', 'met'], false]);
      const two = attempt(where, id, [
        { skills: `OFFICER ${skill}` },
        { skills: `OFFICER ${skill}` },
        { [attribute]: 26 },
      ]);
      expect(choices(two.events).map((c) => [c.player, c.options])).toEqual([
        ['p1', two.team.slice(0, 2)],
      ]);
      const ko = attempt(where, id, [{ [attribute]: 13 }, { [attribute]: 13 }]);
      expect([killed(ko.events).length, failed(ko.events)]).toEqual([1, true]);
      expect(verdicts(ko.events)).toEqual(['unmet', 'unmet']);
    });
  }
});

describe('"to get past, the opponent stops one with X or Y"; nullified by one personnel with three of either', () => {
  const cases: [id: string, title: string, a: string, b: string][] = [
    ['155_009', 'Microbrain', 'Exobiology', 'Geology'],
    ['155_012', 'Tense Negotiations', 'Diplomacy', 'Leadership'],
  ];
  for (const [id, title, a, b] of cases) {
    it(`${id} ${title}: nullified by ${a} x3 in one personnel; the opponent stops one with ${b}; none → fails`, () => {
      const nullified = attempt('planet', id, [{ skills: `OFFICER ${a} x3` }]);
      expect(removed(nullified.events)).toEqual(['nullified']);
      const split = attempt('planet', id, [
        { skills: `OFFICER ${a} x2` },
        { skills: `OFFICER ${a}` },
      ]);
      expect(removed(split.events)).not.toContain('nullified');
      const ok = attempt('planet', id, [
        { skills: `OFFICER ${b}` },
        { skills: `OFFICER ${a}` },
        {},
      ]);
      expect(choices(ok.events)[0]!.player).toBe('p2');
      expect(stopped(ok.events)).toEqual([ok.team[0]]);
      expect(failed(ok.events)).toBe(false);
      const ko = attempt('planet', id, [{ skills: 'OFFICER' }]);
      expect([verdicts(ko.events).slice(-1), failed(ko.events)]).toEqual([['unmet'], true]);
    });
  }
});

describe('155_011 Temptation', () => {
  it('three random members are tempted: the one with neither Honor nor Treachery is stopped; all honourable → nobody', () => {
    const run = attempt('planet', '155_011', [
      { skills: 'OFFICER Honor' },
      { skills: 'OFFICER Treachery' },
      { skills: 'OFFICER' },
    ]);
    expect([stopped(run.events), failed(run.events)]).toEqual([[run.team[2]], false]);
    const none = attempt('planet', '155_011', [
      { skills: 'OFFICER Honor' },
      { skills: 'OFFICER Honor' },
    ]);
    expect(stopped(none.events)).toEqual([]);
  });
});
