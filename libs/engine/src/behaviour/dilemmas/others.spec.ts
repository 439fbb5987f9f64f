/**
 * Other virtual sets (Maquis, Metamorphosis, The Gamma Quadrant, Homefront II, The Neutral Zone) dilemmas in the behaviour model (issue 15): the path where each condition is met and the path
 * where it is not.
 *   1E rulebook › ATTEMPT A MISSION › ENCOUNTERING DILEMMAS (Triggered & Targeted Effects),
 *   AUTOMATIC EFFECTS, CONDITIONAL EFFECTS ("unless", "to get past"; "Discard dilemma"; "Mission continues"), NULLIFIERS.
 * given (one dilemma under the mission, a team) / when (AttemptMission) / then (facts).
 */
import {
  attempt,
  failed,
  killed,
  stopped,
  verdicts,
  type Where,
} from '../../testing/dilemma-cases';

describe('"a random member dies unless you stop one with X or Y; then a total is needed"', () => {
  const cases: [id: string, title: string, where: Where, skill: string, attribute: 'i' | 's'][] = [
    ['172_008', 'Scapegoat', 'space', 'Anthropology', 'i'],
    ['202_001', 'Command Decisions', 'space', 'Leadership', 's'],
  ];
  for (const [id, title, where, skill, attribute] of cases) {
    it(`${id} ${title}: one with ${skill} is stopped instead of a death; without one a random member dies`, () => {
      const ok = attempt(where, id, [
        { skills: `CIVILIAN ${skill}` },
        { [attribute]: 13 },
        { [attribute]: 12 },
      ]);
      expect([
        killed(ok.events),
        stopped(ok.events),
        verdicts(ok.events),
        failed(ok.events),
      ]).toEqual([[], [ok.team[0]], ['met', 'met'], false]);
      const ko = attempt(where, id, [{ [attribute]: 30 }, { [attribute]: 30 }]);
      expect([killed(ko.events).length, failed(ko.events)]).toEqual([1, true]);
    });
  }
});

describe('other single dilemmas', () => {
  it('176_001 Close Call: the random member survives with Computer Skill; otherwise dies; then two Diplomacy must remain', () => {
    const ok = attempt('planet', '176_001', [{ skills: 'OFFICER Computer Skill Diplomacy x2' }]);
    expect([killed(ok.events), failed(ok.events)]).toEqual([[], false]);
    const ko = attempt('planet', '176_001', [{ skills: 'OFFICER Diplomacy x2' }]);
    expect([killed(ko.events), failed(ko.events)]).toEqual([[ko.team[0]], true]);
  });

  it('152_004 Dignitaries and Witnesses: an Admiral with INTEGRITY>20 → past; a General with STRENGTH 30 → fails', () => {
    expect(verdicts(attempt('planet', '152_004', [{ ch: ['Admiral'], i: 21 }]).events)).toEqual([
      'met',
    ]);
    const ko = attempt('planet', '152_004', [{ ch: ['General'], s: 30 }]);
    expect([verdicts(ko.events), failed(ko.events)]).toEqual([['unmet'], true]);
  });

  it('219_007 Shuttle Crash: the Youth and an OFFICER are stopped; two Navigation with CUNNING>45 gets a crew past in space, not an Away Team', () => {
    const team = [
      { skills: 'CIVILIAN Youth' },
      { skills: 'OFFICER' },
      { skills: 'SCIENCE Navigation x2', c: 46 },
    ];
    const space = attempt('space', '219_007', team);
    expect(stopped(space.events).sort()).toEqual(space.team.slice(0, 2).sort());
    expect([verdicts(space.events), failed(space.events)]).toEqual([['met'], false]);
    const planet = attempt('planet', '219_007', team);
    expect([verdicts(planet.events), failed(planet.events)]).toEqual([['unmet'], true]);
  });
});
