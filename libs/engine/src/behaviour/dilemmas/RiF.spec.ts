/**
 * Reflections in Fire? (RiF) dilemmas in the behaviour model (issue 15, later-set dilemma words of behaviour/dilemma-steps-b.ts):
 * the path where each condition is met and the path where it is not.
 *   1E rulebook › ATTEMPT A MISSION › ENCOUNTERING DILEMMAS (Triggered & Targeted Effects),
 *   AUTOMATIC EFFECTS, CONDITIONAL EFFECTS ("unless", "to get past"; "Discard dilemma"); NULLIFIERS; CURES.
 * given (one dilemma under the mission, a team) / when (AttemptMission) / then (facts).
 */
import { choices, ofType, stopped } from '../../testing/dilemma-cases';
import { attemptB } from '../../testing/dilemma-cases-b';

describe('RiF dilemmas', () => {
  it('153_003 Crowded Bar: both players draw; with fewer than six cards you choose whom to stop (one per card in your hand); with six or more the opponent chooses', () => {
    const few = attemptB('planet', '153_003', [{}, {}, {}]);
    expect(ofType(few.events, 'CardsDrawn').map((e) => e.player)).toEqual(['p1', 'p2']);
    expect(choices(few.events).map((c) => [c.player, c.pick])).toEqual([['p1', 1]]);
    expect(stopped(few.events)).toHaveLength(1);
    const many = attemptB('planet', '153_003', Array.from({ length: 7 }, () => ({})), { hand: ['Tricorder', 'Tricorder', 'Tricorder', 'Tricorder', 'Tricorder'] });
    expect(choices(many.events).map((c) => [c.player, c.pick])).toEqual([['p2', 6]]);
    expect(stopped(many.events)).toHaveLength(6);
  });
});
