/**
 * Holiday Favorites (HF) dilemmas in the behaviour model (issue 15, later-set dilemma words of behaviour/dilemma-steps-b.ts):
 * the path where each condition is met and the path where it is not.
 *   1E rulebook › ATTEMPT A MISSION › ENCOUNTERING DILEMMAS (Triggered & Targeted Effects),
 *   AUTOMATIC EFFECTS, CONDITIONAL EFFECTS ("unless", "to get past"; "Discard dilemma"); NULLIFIERS; CURES.
 * given (one dilemma under the mission, a team) / when (AttemptMission) / then (facts).
 */
import { failed, ofType, stopped, verdicts } from '../../testing/dilemma-cases';
import { attemptB } from '../../testing/dilemma-cases-b';

describe('HF dilemmas', () => {
  it('139_006 Flim-Flam Artist: the opponent may draw a card; Diplomacy and two Computer Skill get past; Law with CUNNING>32 is not enough at a Delta Quadrant mission', () => {
    const ok = attemptB('planet', '139_006', [{ skills: 'Diplomacy Computer Skill x2' }]);
    expect(ofType(ok.events, 'CardsDrawn').map((e) => [e.player, e.cards.length])).toEqual([['p2', 1]]);
    expect([verdicts(ok.events), failed(ok.events)]).toEqual([['met'], false]);
    const law = attemptB('planet', '139_006', [{ skills: 'Law', c: 33 }]);
    expect(verdicts(law.events)).toEqual(['met']);
    const ko = attemptB('planet', '139_006', [{ skills: 'Law', c: 33 }], { quadrant: 'Delta', answer: () => ['decline'] });
    expect([ofType(ko.events, 'CardsDrawn'), verdicts(ko.events), failed(ko.events)]).toEqual([[], ['unmet'], true]);
  });

  it('139_016 Restricted Area: with three members one random is stopped; with ten, three random are captured (held by the dilemma’s owner)', () => {
    const few = attemptB('planet', '139_016', [{}, {}, {}]);
    expect([stopped(few.events).length, ofType(few.events, 'PersonnelCaptured')]).toEqual([1, []]);
    const crowd = attemptB('planet', '139_016', Array.from({ length: 10 }, () => ({})));
    expect([stopped(crowd.events), ofType(crowd.events, 'PersonnelCaptured').length]).toEqual([[], 3]);
  });
});
