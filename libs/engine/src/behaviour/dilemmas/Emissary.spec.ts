/**
 * The Emissary (virtual) dilemmas in the behaviour model (issue 15): the path where each condition is met and the path
 * where it is not.
 *   1E rulebook › ATTEMPT A MISSION › ENCOUNTERING DILEMMAS (Triggered & Targeted Effects),
 *   AUTOMATIC EFFECTS, CONDITIONAL EFFECTS ("unless", "to get past"; "Discard dilemma"; "Mission continues"), NULLIFIERS.
 * given (one dilemma under the mission, a team) / when (AttemptMission) / then (facts).
 */
import { person } from '../../testing/attempt-scene';
import {
  attempt,
  failed,
  killed,
  randomPicks,
  removed,
  stopped,
  verdicts,
} from '../../testing/dilemma-cases';

describe('The Emissary dilemmas', () => {
  it('167_003 Cultural Differences: one with Anthropology is stopped instead of a death; without one a random member dies', () => {
    const ok = attempt('planet', '167_003', [
      { skills: 'OFFICER Anthropology' },
      { c: 13 },
      { c: 13 },
    ]);
    expect([killed(ok.events), stopped(ok.events), verdicts(ok.events), failed(ok.events)]).toEqual(
      [[], [ok.team[0]], ['met', 'met'], false],
    );
    const ko = attempt('planet', '167_003', [{ c: 30 }, { c: 30 }]);
    expect([killed(ko.events).length, failed(ko.events)]).toEqual([1, true]);
  });

  it('167_009 More of Your Kind: half the crew (rounded down, random) is stopped; an Orb-icon personnel nullifies it', () => {
    const run = attempt('space', '167_009', [{}, {}, {}, {}, {}]);
    const picks = randomPicks(run.events);
    expect(picks[0]).toHaveLength(2);
    expect(stopped(run.events).sort()).toEqual([...picks[0]!].sort());
    expect(failed(run.events)).toBe(false);
    const orb = attempt('space', '167_009', [
      { ...person({}), icons: [{ code: 'Orb', name: 'Orb', category: 'special' }] },
      {},
      {},
    ]);
    expect(removed(orb.events)).toEqual(['nullified']);
    expect(stopped(orb.events)).toEqual([]);
  });

  it('167_013 Too Many Chiefs: the random SECURITY is stopped; with Leadership two more SECURITY are; without, only one', () => {
    const chiefs = attempt('planet', '167_013', [
      { skills: 'SECURITY Leadership' },
      { skills: 'SECURITY Leadership' },
      { skills: 'SECURITY Leadership' },
      {},
    ]);
    expect([stopped(chiefs.events).sort(), failed(chiefs.events)]).toEqual([
      chiefs.team.slice(0, 3).sort(),
      false,
    ]);
    const plain = attempt('planet', '167_013', [
      { skills: 'SECURITY' },
      { skills: 'SECURITY' },
      { skills: 'SECURITY' },
      {},
    ]);
    expect(stopped(plain.events)).toEqual(randomPicks(plain.events)[0]);
  });

  it('167_012 Socializing with the Staff: a lone female is stopped; of three, one random female goes on; no female → fails', () => {
    const lone = attempt('planet', '167_012', [{ ch: ['Female'] }, { ch: ['Male'] }]);
    expect([stopped(lone.events), failed(lone.events)]).toEqual([[lone.team[0]], false]);
    const three = attempt('planet', '167_012', [
      { ch: ['Female'] },
      { ch: ['Female'] },
      { ch: ['Female'] },
      { ch: ['Male'] },
    ]);
    const [spared] = randomPicks(three.events);
    expect(stopped(three.events).sort()).toEqual(
      three.team
        .slice(0, 3)
        .filter((iid) => iid !== spared![0])
        .sort(),
    );
    expect(failed(attempt('planet', '167_012', [{ ch: ['Male'] }]).events)).toBe(true);
  });

  it('167_001 Back Room Dealings: one with Treachery is stopped instead of a death; without one a random member dies', () => {
    const ok = attempt('planet', '167_001', [
      { skills: 'OFFICER Treachery' },
      { s: 13 },
      { s: 12 },
    ]);
    expect([killed(ok.events), stopped(ok.events), verdicts(ok.events), failed(ok.events)]).toEqual(
      [[], [ok.team[0]], ['met', 'met'], false],
    );
    const low = attempt('planet', '167_001', [{ skills: 'OFFICER', i: 3 }, { s: 30 }]);
    expect([killed(low.events), stopped(low.events)]).toEqual([[], [low.team[0]]]);
    const ko = attempt('planet', '167_001', [{ s: 30 }, { s: 30 }]);
    expect([killed(ko.events).length, failed(ko.events)]).toEqual([1, true]);
  });
});
