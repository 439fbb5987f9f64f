/**
 * Star Trek: The Motion Pictures dilemmas in the behaviour model (issue 15, later-set dilemma words of behaviour/dilemma-steps-b.ts):
 * the path where each condition is met and the path where it is not.
 *   1E rulebook › ATTEMPT A MISSION › ENCOUNTERING DILEMMAS (Triggered & Targeted Effects),
 *   AUTOMATIC EFFECTS, CONDITIONAL EFFECTS ("unless", "to get past"; "Discard dilemma"); NULLIFIERS; CURES.
 * given (one dilemma under the mission, a team) / when (AttemptMission) / then (facts).
 */
import { attempt, failed, verdicts } from '../../testing/dilemma-cases';

describe('tmp dilemmas', () => {
  it('126_005 I Hate You: Anthropology and Youth with no Music → past; a Music member present → the attempt fails', () => {
    const ok = attempt('planet', '126_005', [{ skills: 'Anthropology Youth' }]);
    expect([verdicts(ok.events), failed(ok.events)]).toEqual([['met'], false]);
    const ko = attempt('planet', '126_005', [{ skills: 'Anthropology Youth' }, { skills: 'Music' }]);
    expect([verdicts(ko.events), failed(ko.events)]).toEqual([['unmet'], true]);
  });
});
