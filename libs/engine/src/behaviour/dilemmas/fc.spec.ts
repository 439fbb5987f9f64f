/**
 * First Contact dilemmas in the behaviour model (issue 15): the path where each condition is met and the path
 * where it is not.
 *   1E rulebook › ATTEMPT A MISSION › ENCOUNTERING DILEMMAS (Triggered & Targeted Effects),
 *   AUTOMATIC EFFECTS, CONDITIONAL EFFECTS ("unless", "to get past"; "Discard dilemma"; "Mission continues").
 * given (one dilemma under the mission, a team) / when (AttemptMission) / then (facts).
 */
import {
  attempt,
  failed,
  killed,
  stopped,
  verdicts,
  randomPicks,
} from '../../testing/dilemma-cases';

describe('First Contact dilemmas', () => {
  it('109_010 Maglock: three OFFICERs each with STRENGTH>5 → past; a third too weak (pooling does not help) → fails', () => {
    const ok = attempt('space', '109_010', [
      { skills: 'OFFICER', s: 6 },
      { skills: 'OFFICER', s: 6 },
      { skills: 'OFFICER', s: 6 },
    ]);
    expect([verdicts(ok.events), failed(ok.events)]).toEqual([['met'], false]);
    const ko = attempt('space', '109_010', [
      { skills: 'OFFICER', s: 6 },
      { skills: 'OFFICER', s: 12 },
      { skills: 'OFFICER', s: 5 },
    ]);
    expect([verdicts(ko.events), failed(ko.events)]).toEqual([['unmet'], true]);
  });

  it('109_013 Primitive Culture: an anthropologist CIVILIAN or three Vulcans → past; two Vulcans → fails', () => {
    expect(
      verdicts(attempt('planet', '109_013', [{ skills: 'CIVILIAN Anthropology' }]).events),
    ).toEqual(['met']);
    expect(
      verdicts(
        attempt('planet', '109_013', [{ ch: ['Vulcan'] }, { ch: ['Vulcan'] }, { ch: ['Vulcan'] }])
          .events,
      ),
    ).toEqual(['met']);
    const ko = attempt('planet', '109_013', [{ ch: ['Vulcan'] }, { ch: ['Vulcan'] }]);
    expect([verdicts(ko.events), failed(ko.events)]).toEqual([['unmet'], true]);
  });

  it('109_015 Shot in the Back: a SECURITY android is stopped and nobody dies; with no such android a non-android dies', () => {
    const android = attempt('planet', '109_015', [
      { skills: 'SECURITY', ch: ['Android'] },
      { skills: 'OFFICER' },
    ]);
    expect([killed(android.events), stopped(android.events), failed(android.events)]).toEqual([
      [],
      [android.team[0]],
      false,
    ]);
    const ko = attempt('planet', '109_015', [
      { skills: 'MEDICAL', ch: ['Android'] },
      { skills: 'OFFICER' },
    ]);
    expect([killed(ko.events), stopped(ko.events), failed(ko.events)]).toEqual([
      [ko.team[1]],
      [],
      false,
    ]);
  });

  it('109_005 Blended: Morn alone is stopped; of two diplomats/empaths one random goes on; nobody such → fails', () => {
    const morn = attempt('planet', '109_005', [{ title: 'Morn' }, { skills: 'OFFICER' }]);
    expect([stopped(morn.events), failed(morn.events)]).toEqual([[morn.team[0]], false]);
    const two = attempt('planet', '109_005', [
      { skills: 'OFFICER Empathy' },
      { skills: 'OFFICER Diplomacy' },
      {},
    ]);
    const [spared] = randomPicks(two.events);
    expect(stopped(two.events)).toEqual(two.team.slice(0, 2).filter((iid) => iid !== spared![0]));
    expect(failed(attempt('planet', '109_005', [{ skills: 'OFFICER' }]).events)).toBe(true);
  });
});
