/**
 * Holiday Favorites 6 (HF6) dilemmas in the behaviour model (issue 15, later-set dilemma words of behaviour/dilemma-steps-b.ts):
 * the path where each condition is met and the path where it is not.
 *   1E rulebook › ATTEMPT A MISSION › ENCOUNTERING DILEMMAS (Triggered & Targeted Effects),
 *   AUTOMATIC EFFECTS, CONDITIONAL EFFECTS ("unless", "to get past"; "Discard dilemma"); NULLIFIERS; CURES.
 * given (one dilemma under the mission, a team) / when (AttemptMission) / then (facts).
 */
import type { Card } from '@captains-log/cards';
import { person, ship } from '../../testing/attempt-scene';
import { choices, failed, killed, stopped, verdicts } from '../../testing/dilemma-cases';
import { attemptB } from '../../testing/dilemma-cases-b';

describe('HF6 dilemmas', () => {
  it('178_019 Unorthodox Preservation: two Anthropology, or one OFFICER with Empathy, or your staffed ship here with a holodeck gets past; OFFICER and Empathy on two members does not', () => {
    expect(verdicts(attemptB('planet', '178_019', [{ skills: 'Anthropology x2' }]).events)).toEqual(['met']);
    expect(verdicts(attemptB('planet', '178_019', [{ skills: 'OFFICER Empathy' }]).events)).toEqual(['met']);
    const holodeck: Card = { ...ship(), characteristics: ['Holodeck'] };
    const orbit = attemptB('planet', '178_019', [{ skills: 'OFFICER' }, { skills: 'Empathy' }], { orbit: { ship: holodeck, crew: [{}] } });
    expect([verdicts(orbit.events), failed(orbit.events)]).toEqual([['met'], false]);
    const ko = attemptB('planet', '178_019', [{ skills: 'OFFICER' }, { skills: 'Empathy' }], { orbit: { crew: [{}] } });
    expect([verdicts(ko.events), failed(ko.events)]).toEqual([['unmet'], true]);
  });

  it('178_006 Crew Advancement: the opponent names an attribute; every member tied at its highest printed value is stopped', () => {
    const integrity = attemptB('planet', '178_006', [{ i: 7 }, { i: 7, c: 9 }, { i: 3 }]);
    const [choice] = choices(integrity.events);
    expect([choice!.player, choice!.options]).toEqual(['p2', ['INTEGRITY', 'CUNNING', 'STRENGTH']]);
    expect([stopped(integrity.events), failed(integrity.events)]).toEqual([[integrity.team[0], integrity.team[1]], false]);
    const cunning = attemptB('planet', '178_006', [{ i: 7 }, { i: 7, c: 9 }, { i: 3 }], { answer: () => ['CUNNING'] });
    expect(stopped(cunning.events)).toEqual([cunning.team[1]]);
  });

  it('178_011 Justice or Vengeance: two SECURITY with Anthropology → no choice, nobody dies; otherwise the opponent chooses a random Treachery victim or two random Delta Quadrant victims', () => {
    const ok = attemptB('planet', '178_011', [{ skills: 'SECURITY x2 Anthropology' }]);
    expect([choices(ok.events), killed(ok.events), failed(ok.events)]).toEqual([[], [], false]);
    const treachery = attemptB('planet', '178_011', [{ skills: 'Treachery' }, {}]);
    expect(choices(treachery.events).map((c) => [c.player, c.options])).toEqual([['p2', ['mode:one Treachery', 'mode:two Delta Quadrant']]]);
    expect([killed(treachery.events), failed(treachery.events)]).toEqual([[treachery.team[0]], true]);
    const delta = (): Card => ({ ...person({}), icons: [{ code: 'DQ', name: 'Delta Quadrant', category: 'quadrant' }] });
    const vengeance = attemptB('planet', '178_011', [delta(), delta(), { skills: 'Treachery' }], { answer: () => ['mode:two Delta Quadrant'] });
    expect(killed(vengeance.events)).toEqual([vengeance.team[0], vengeance.team[1]]);
  });
});
