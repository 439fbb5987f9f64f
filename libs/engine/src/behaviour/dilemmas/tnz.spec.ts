/**
 * The Next Zone? (tnz) dilemmas in the behaviour model (issue 15, later-set dilemma words of behaviour/dilemma-steps-b.ts):
 * the path where each condition is met and the path where it is not.
 *   1E rulebook › ATTEMPT A MISSION › ENCOUNTERING DILEMMAS (Triggered & Targeted Effects),
 *   AUTOMATIC EFFECTS, CONDITIONAL EFFECTS ("unless", "to get past"; "Discard dilemma"); NULLIFIERS; CURES.
 * given (one dilemma under the mission, a team) / when (AttemptMission) / then (facts).
 */
import { failed, killed, ofType, stopped, verdicts } from '../../testing/dilemma-cases';
import { attemptB } from '../../testing/dilemma-cases-b';

describe('tnz dilemmas', () => {
  it('219_006 Poor Quality Workmanship: four ENGINEER/Computer Skill members get past; a kit on a planet (a PADD in space) is discarded instead; a PADD does not help on a planet', () => {
    const crew = attemptB('planet', '219_006', [{ skills: 'ENGINEER' }, { skills: 'ENGINEER' }, { skills: 'Computer Skill' }, { skills: 'ENGINEER' }]);
    expect([verdicts(crew.events), ofType(crew.events, 'CardLeftPlay')]).toEqual([['met'], []]);
    const kit = attemptB('planet', '219_006', [{}], { equipment: ['Engineering Kit'] });
    expect([ofType(kit.events, 'CardLeftPlay').map((e) => e.card), failed(kit.events)]).toEqual([[kit.built.ids.equipment[0]], false]);
    const padd = attemptB('space', '219_006', [{}], { equipment: ['Engineering PADD'] });
    expect([verdicts(padd.events), failed(padd.events)]).toEqual([['met'], false]);
    const wrong = attemptB('planet', '219_006', [{}], { equipment: ['Engineering PADD'] });
    expect([verdicts(wrong.events), ofType(wrong.events, 'CardLeftPlay'), failed(wrong.events)]).toEqual([['unmet'], [], true]);
  });

  it('219_005 Nuclear Disarmament: your temporal agent dies (stopped instead with three Anthropology); Physics and an ANIMAL get past; with no agent and neither condition the attempt fails', () => {
    const killedAgent = attemptB('planet', '219_005', [{ ch: ['Temporal Agent'] }, { skills: 'Physics' }, { skills: 'ANIMAL' }]);
    expect([killed(killedAgent.events), failed(killedAgent.events)]).toEqual([[killedAgent.team[0]], false]);
    const spared = attemptB('planet', '219_005', [{ ch: ['Temporal Agent'] }, { skills: 'Anthropology x3' }, { skills: 'Physics' }, { skills: 'ANIMAL' }]);
    expect([killed(spared.events), stopped(spared.events), failed(spared.events)]).toEqual([[], [spared.team[0]], false]);
    const ko = attemptB('planet', '219_005', [{ skills: 'OFFICER' }]);
    expect([killed(ko.events), verdicts(ko.events).at(-1), failed(ko.events)]).toEqual([[], 'unmet', true]);
  });
});
