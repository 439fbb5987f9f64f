/**
 * AUT dilemmas in the behaviour model (issue 15, later-set dilemma words of behaviour/dilemma-steps-b.ts):
 * the path where each condition is met and the path where it is not.
 *   1E rulebook › ATTEMPT A MISSION › ENCOUNTERING DILEMMAS (Triggered & Targeted Effects),
 *   AUTOMATIC EFFECTS, CONDITIONAL EFFECTS ("unless", "to get past"; "Discard dilemma"); NULLIFIERS; CURES.
 * given (one dilemma under the mission, a team) / when (AttemptMission) / then (facts).
 */
import { failed, removed, verdicts } from '../../testing/dilemma-cases';
import { attemptB } from '../../testing/dilemma-cases-b';

describe('AUT dilemmas', () => {
  it('251_001 Help Out a Forty-Niner?: losing 7 points nullifies it; otherwise seven personnel here or a 7/7/7 member get past, two plain members do not', () => {
    const paid = attemptB('planet', '251_001', [{}, {}]);
    expect([paid.state.score.p1.points, removed(paid.events), verdicts(paid.events), failed(paid.events)]).toEqual([-7, ['nullified'], [], false]);
    const decline = { answer: () => ['decline'] };
    expect(verdicts(attemptB('planet', '251_001', Array.from({ length: 7 }, () => ({})), decline).events)).toEqual(['met']);
    expect(verdicts(attemptB('planet', '251_001', [{ i: 7, c: 7, s: 7 }, {}], decline).events)).toEqual(['met']);
    const ko = attemptB('planet', '251_001', [{}, {}], decline);
    expect([ko.state.score.p1.points, verdicts(ko.events), failed(ko.events)]).toEqual([0, ['unmet'], true]);
  });
});
