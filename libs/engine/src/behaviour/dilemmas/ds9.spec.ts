/**
 * Deep Space Nine dilemmas in the behaviour model (issue 15): the path where each condition is met
 * and the path where it is not.
 *   1E rulebook › ATTEMPT A MISSION › ENCOUNTERING DILEMMAS (Triggered & Targeted Effects),
 *   AUTOMATIC EFFECTS, CONDITIONAL EFFECTS ("unless"; "Discard dilemma"; "Mission continues").
 * given (one dilemma under the mission, a team) / when (AttemptMission) / then (facts).
 */
import { person } from '../../testing/attempt-scene';
import {
  attempt,
  damaged,
  failed,
  killed,
  removed,
  reseeded,
  stopped,
  verdicts,
  endTurn,
  ofType,
} from '../../testing/dilemma-cases';

describe('Deep Space Nine dilemmas', () => {
  it("112_009 Assassin's Blade: two SECURITY → nobody dies; otherwise the opponent's pick dies, never an android", () => {
    const ok = attempt('planet', '112_009', [{ skills: 'SECURITY x2' }, {}]);
    expect([killed(ok.events), failed(ok.events)]).toEqual([[], false]);
    const ko = attempt('planet', '112_009', [
      { skills: 'OFFICER', ch: ['Android'] },
      { skills: 'OFFICER' },
    ]);
    expect(killed(ko.events)).toEqual([ko.team[1]]);
    expect(failed(ko.events)).toBe(true);
  });

  it('112_028 No Loose Ends: SCIENCE, OFFICER and Computer Skill (or Resistance) → nobody dies; otherwise every MEDICAL and ENGINEER dies, dilemma discarded', () => {
    const ok = attempt('planet', '112_028', [
      { skills: 'OFFICER' },
      { skills: 'SCIENCE Computer Skill' },
      { skills: 'MEDICAL' },
    ]);
    expect([killed(ok.events), failed(ok.events)]).toEqual([[], false]);
    expect(
      killed(
        attempt('planet', '112_028', [{ skills: 'MEDICAL Resistance' }, { skills: 'ENGINEER' }])
          .events,
      ),
    ).toEqual([]);
    const ko = attempt('planet', '112_028', [
      { skills: 'MEDICAL' },
      { skills: 'ENGINEER' },
      { skills: 'OFFICER' },
    ]);
    expect(killed(ko.events).sort()).toEqual([ko.team[0], ko.team[1]].sort());
    expect(removed(ko.events)).toEqual(['failed']);
    expect(reseeded(ko.events)).toBe(false);
  });

  it('112_034 Skullduggery: a rogue is only stopped; anyone else dies; the mission goes on either way', () => {
    const rogue = attempt('planet', '112_034', [{ skills: 'OFFICER Greed' }]);
    expect(killed(rogue.events)).toEqual([]);
    expect(stopped(rogue.events)).toEqual([rogue.team[0]]);
    const ko = attempt('planet', '112_034', [{ skills: 'OFFICER', i: 7 }]);
    expect(killed(ko.events)).toEqual([ko.team[0]]);
    expect(failed(ko.events)).toBe(false);
    expect(removed(ko.events)).toEqual(['effects-resolved']);
  });

  it('112_036 The Three Vipers: ENGINEER + two Navigation spare the ship; SCIENCE, OFFICER, Astrophysics spare the crew; discarded either way', () => {
    const ok = attempt('space', '112_036', [
      { skills: 'ENGINEER Navigation x2' },
      { skills: 'SCIENCE Astrophysics' },
      { skills: 'OFFICER' },
    ]);
    expect([damaged(ok.events).length, failed(ok.events), verdicts(ok.events)]).toEqual([
      0,
      false,
      ['met', 'met'],
    ]);
    const hull = attempt('space', '112_036', [
      { skills: 'ENGINEER Navigation' },
      { skills: 'SCIENCE Astrophysics' },
      { skills: 'OFFICER' },
    ]);
    expect([damaged(hull.events).length, failed(hull.events), verdicts(hull.events)]).toEqual([
      1,
      true,
      ['unmet', 'met'],
    ]);
    const crew = attempt('space', '112_036', [
      { skills: 'ENGINEER Navigation x2' },
      { skills: 'OFFICER' },
    ]);
    expect([damaged(crew.events).length, failed(crew.events), verdicts(crew.events)]).toEqual([
      0,
      true,
      ['met', 'unmet'],
    ]);
    expect(reseeded(crew.events)).toBe(false);
  });

  it('112_021 Harvester Virus: placed on the planet, one random personnel there dies at the end of every turn; the cure present → cured at once', () => {
    const run = attempt('planet', '112_021', [{}, {}, {}]);
    expect(ofType(run.events, 'DilemmaPlaced')).toHaveLength(1);
    expect(killed(run.events)).toEqual([]);
    const first = endTurn(run.state);
    expect(killed(first.events)).toHaveLength(1);
    expect(run.team).toContain(killed(first.events)[0]);
    expect(killed(endTurn(first.state).events)).toHaveLength(1);
    const cured = attempt('planet', '112_021', [
      { skills: 'MEDICAL x2 Exobiology' },
      { skills: 'OFFICER Computer Skill' },
    ]);
    expect(cured.state.ongoing).toEqual({});
    expect(killed(endTurn(cured.state).events)).toEqual([]);
  });

  it('112_027 Misguided Activist: the random V.I.P./command personnel is only stopped with two SECURITY, dies otherwise; the mission goes on', () => {
    const commander = {
      ...person({}),
      icons: [{ code: 'Cmd', name: 'Command', category: 'staffing' }],
    };
    const guarded = attempt('planet', '112_027', [{ skills: 'V.I.P.' }, { skills: 'SECURITY x2' }]);
    expect([killed(guarded.events), stopped(guarded.events), failed(guarded.events)]).toEqual([
      [],
      [guarded.team[0]],
      false,
    ]);
    const ko = attempt('planet', '112_027', [commander, { skills: 'OFFICER' }]);
    expect([killed(ko.events), failed(ko.events)]).toEqual([[ko.team[0]], false]);
    const none = attempt('planet', '112_027', [{ skills: 'OFFICER' }]);
    expect([killed(none.events), stopped(none.events)]).toEqual([[], []]);
  });

  it('112_011 Clan People: CUNNING>38 from the five most cunning → past; 40 spread over eight → fails', () => {
    expect(
      verdicts(
        attempt('planet', '112_011', [{ c: 8 }, { c: 8 }, { c: 8 }, { c: 8 }, { c: 7 }]).events,
      ),
    ).toEqual(['met']);
    const ko = attempt(
      'planet',
      '112_011',
      Array.from({ length: 8 }, () => ({ c: 5 })),
    );
    expect([verdicts(ko.events), failed(ko.events)]).toEqual([['unmet'], true]);
  });

  it('112_008 Arms Deal: one Vulcan with Treachery → overcome for 5 bonus points; a Vulcan and a separate traitor → the team is stopped, discarded', () => {
    const ok = attempt('planet', '112_008', [{ skills: 'OFFICER Treachery', ch: ['Vulcan'] }]);
    expect([stopped(ok.events), failed(ok.events)]).toEqual([[], false]);
    expect(
      ofType(ok.events, 'PointsScored')
        .filter((e) => e.bonus)
        .map((e) => e.points),
    ).toEqual([5]);
    const ko = attempt('planet', '112_008', [
      { skills: 'OFFICER', ch: ['Vulcan'] },
      { skills: 'OFFICER Treachery' },
    ]);
    expect([stopped(ko.events).sort(), failed(ko.events), reseeded(ko.events)]).toEqual([
      [...ko.team].sort(),
      true,
      false,
    ]);
  });

  it('112_006 Angry Mob: the SECURITY dies unless the rest have INTEGRITY>27 from four or STRENGTH>50; the victim does not count', () => {
    const ok = attempt('planet', '112_006', [
      { skills: 'SECURITY', i: 9 },
      { i: 7 },
      { i: 7 },
      { i: 7 },
      { i: 7 },
    ]);
    expect([killed(ok.events), failed(ok.events)]).toEqual([[], false]);
    const ko = attempt('planet', '112_006', [
      { skills: 'SECURITY', i: 9 },
      { i: 7 },
      { i: 7 },
      { i: 7 },
    ]);
    expect([killed(ko.events), failed(ko.events), reseeded(ko.events)]).toEqual([
      [ko.team[0]],
      true,
      false,
    ]);
  });
});
