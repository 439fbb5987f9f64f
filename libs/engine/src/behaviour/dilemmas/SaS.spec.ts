/**
 * Strange New Worlds / SaS dilemmas in the behaviour model (issue 15, later-set dilemma words of behaviour/dilemma-steps-b.ts):
 * the path where each condition is met and the path where it is not.
 *   1E rulebook › ATTEMPT A MISSION › ENCOUNTERING DILEMMAS (Triggered & Targeted Effects),
 *   AUTOMATIC EFFECTS, CONDITIONAL EFFECTS ("unless", "to get past"; "Discard dilemma"); NULLIFIERS; CURES.
 * given (one dilemma under the mission, a team) / when (AttemptMission) / then (facts).
 */
import type { Card } from '@captains-log/cards';
import { person } from '../../testing/attempt-scene';
import { attempt, choices, failed, killed, stopped, verdicts } from '../../testing/dilemma-cases';
import { attemptB } from '../../testing/dilemma-cases-b';

describe('SaS dilemmas', () => {
  it('141_004 Mimetic Simbiot: three MEDICAL gets past; either way you choose which of two random members dies', () => {
    const ok = attempt('planet', '141_004', [{ skills: 'MEDICAL x3' }, {}, {}]);
    const [choice] = choices(ok.events);
    expect([choice!.player, choice!.options.length, choice!.pick]).toEqual(['p1', 2, 1]);
    expect([killed(ok.events), verdicts(ok.events), failed(ok.events)]).toEqual([[choice!.options[0]], ['met'], false]);
    const ko = attempt('planet', '141_004', [{}, {}]);
    expect([killed(ko.events), verdicts(ko.events), failed(ko.events)]).toEqual([[ko.team[0]], ['unmet'], true]);
  });

  it('141_001 Cargo Pirates: one random member is stopped; with a Delta Quadrant personnel of yours in play the opponent stops one more', () => {
    const plain = attemptB('planet', '141_001', [{}, {}, {}]);
    expect([stopped(plain.events).length, choices(plain.events)]).toEqual([1, []]);
    const delta: Card = { ...person({}), icons: [{ code: 'DQ', name: 'Delta Quadrant', category: 'quadrant' }] };
    const far = attemptB('planet', '141_001', [delta, {}, {}]);
    expect(choices(far.events).map((c) => c.player)).toEqual(['p2']);
    expect(stopped(far.events)).toHaveLength(2);
  });
});
