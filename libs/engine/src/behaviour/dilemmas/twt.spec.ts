/**
 * The Trouble with Tribbles dilemmas in the behaviour model (issue 15): the path where each condition is met and the path
 * where it is not.
 *   1E rulebook › ATTEMPT A MISSION › ENCOUNTERING DILEMMAS (Triggered & Targeted Effects),
 *   AUTOMATIC EFFECTS, CONDITIONAL EFFECTS ("unless", "to get past"; "Discard dilemma"; "Mission continues").
 * given (one dilemma under the mission, a team) / when (AttemptMission) / then (facts).
 */
import { attempt, failed, killed, stopped, verdicts } from '../../testing/dilemma-cases';

describe('The Trouble with Tribbles dilemmas', () => {
  it('119_002 Chula: The Drink: one of the four with CUNNING<6 or >9 → nobody stopped; otherwise all four stopped', () => {
    const ok = attempt('planet', '119_002', [{ c: 10 }, { c: 7 }, { c: 7 }, { c: 7 }]);
    expect([stopped(ok.events), failed(ok.events)]).toEqual([[], false]);
    const ko = attempt('planet', '119_002', [{ c: 7 }, { c: 7 }, { c: 7 }, { c: 7 }]);
    expect([verdicts(ko.events), failed(ko.events), stopped(ko.events).length]).toEqual([
      ['unmet'],
      true,
      4,
    ]);
  });

  it('119_006 Lineup: one of the four with INTEGRITY<5 or >8 → nobody stopped; otherwise all four stopped', () => {
    const ok = attempt('planet', '119_006', [{ i: 4 }, { i: 7 }, { i: 7 }, { i: 7 }]);
    expect([stopped(ok.events), failed(ok.events)]).toEqual([[], false]);
    const ko = attempt('planet', '119_006', [{ i: 6 }, { i: 7 }, { i: 8 }, { i: 5 }]);
    expect([verdicts(ko.events), failed(ko.events)]).toEqual([['unmet'], true]);
  });

  it('119_007 Oops!: Leadership → nobody hurt, and Nog gets them past; without Leadership one dies and the attempt fails', () => {
    const ok = attempt('planet', '119_007', [{ skills: 'OFFICER Leadership' }, { title: 'Nog' }]);
    expect([killed(ok.events), verdicts(ok.events), failed(ok.events)]).toEqual([
      [],
      ['met', 'met', 'met'],
      false,
    ]);
    const noWay = attempt('planet', '119_007', [{ skills: 'OFFICER Leadership' }, {}]);
    expect([verdicts(noWay.events), failed(noWay.events)]).toEqual([['met', 'met', 'unmet'], true]);
    const ko = attempt('planet', '119_007', [{ skills: 'OFFICER' }, {}, {}]);
    expect([killed(ko.events).length, failed(ko.events)]).toEqual([1, true]);
  });

  it('119_004 Executive Authorization: a General, a Kai or a PADD with the team → past; an ordinary officer → fails', () => {
    expect(verdicts(attempt('planet', '119_004', [{ ch: ['Klingon', 'General'] }]).events)).toEqual(
      ['met'],
    );
    expect(verdicts(attempt('planet', '119_004', [{ ch: ['Kai'] }]).events)).toEqual(['met']);
    expect(
      verdicts(
        attempt('planet', '119_004', [{ skills: 'OFFICER' }], { equipment: ['Federation PADD'] })
          .events,
      ),
    ).toEqual(['met']);
    const ko = attempt('planet', '119_004', [{ skills: 'OFFICER', ch: ['Captain'] }]);
    expect([verdicts(ko.events), failed(ko.events)]).toEqual([['unmet'], true]);
  });
});
