/**
 * Engage (ENGAGE) dilemmas in the behaviour model (issue 15, later-set dilemma words of behaviour/dilemma-steps-b.ts):
 * the path where each condition is met and the path where it is not.
 *   1E rulebook › ATTEMPT A MISSION › ENCOUNTERING DILEMMAS (Triggered & Targeted Effects),
 *   AUTOMATIC EFFECTS, CONDITIONAL EFFECTS ("unless", "to get past"; "Discard dilemma"); NULLIFIERS; CURES.
 * given (one dilemma under the mission, a team) / when (AttemptMission) / then (facts).
 */
import { ofType, randomPicks, stopped } from '../../testing/dilemma-cases';
import { attemptB } from '../../testing/dilemma-cases-b';

describe('ENGAGE dilemmas', () => {
  it('161_009 Shall We Begin Again?: the opponent draws three and shows the hand; one random member stopped per command-icon personnel shown; none shown → nobody stopped', () => {
    const run = attemptB('planet', '161_009', [{}, {}, {}], { opponentHand: ['Jean-Luc Picard'] });
    expect(ofType(run.events, 'CardsDrawn').map((e) => [e.player, e.cards.length])).toEqual([['p2', 3]]);
    expect(ofType(run.events, 'CardsShown').map((e) => [e.to, e.cards.length])).toEqual([['p1', 4]]);
    expect(stopped(run.events)).toEqual(randomPicks(run.events)[0]);
    expect(stopped(run.events)).toHaveLength(1);
    const none = attemptB('planet', '161_009', [{}, {}, {}]);
    expect(stopped(none.events)).toEqual([]);
  });
});
