/**
 * Holodeck Adventures dilemmas in the behaviour model (issue 15): the path where each condition is met and the path
 * where it is not.
 *   1E rulebook › ATTEMPT A MISSION › ENCOUNTERING DILEMMAS (Triggered & Targeted Effects),
 *   AUTOMATIC EFFECTS, CONDITIONAL EFFECTS ("unless", "to get past"; "Discard dilemma"; "Mission continues").
 * given (one dilemma under the mission, a team) / when (AttemptMission) / then (facts).
 */
import { person } from '../../testing/attempt-scene';
import { attempt, failed, killed, verdicts } from '../../testing/dilemma-cases';

const hologram = (c: number) => ({
  ...person({ c }),
  icons: [{ code: 'Holo', name: 'Hologram', category: 'special' }],
});

describe('Holodeck Adventures dilemmas', () => {
  it('125_006 Dejaren: a hologram and a non-hologram are selected; each dies only with CUNNING<9; then two Computer Skill must remain', () => {
    const ok = attempt('planet', '125_006', [
      hologram(9),
      { skills: 'OFFICER Computer Skill x2', c: 9 },
    ]);
    expect([killed(ok.events), verdicts(ok.events), failed(ok.events)]).toEqual([
      [],
      ['met'],
      false,
    ]);
    const ko = attempt('planet', '125_006', [
      hologram(8),
      { skills: 'OFFICER Computer Skill x2', c: 8 },
    ]);
    expect(killed(ko.events)).toEqual(ko.team);
    expect([verdicts(ko.events), failed(ko.events)]).toEqual([['unmet'], true]);
  });
});
