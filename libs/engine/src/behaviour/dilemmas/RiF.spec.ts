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

  it('153_001 Back to Basics: the opponent shuffles the personnel and ships of their discard pile into the draw deck; fourteen of them stop the Away Team, thirteen do not', () => {
    const fourteen = attemptB('planet', '153_001', [{}, {}], { opponentDiscard: Array.from({ length: 14 }, () => ({})) });
    expect([stopped(fourteen.events), fourteen.state.zones['discard:p2'] ?? []]).toEqual([fourteen.team, []]);
    expect(ofType(fourteen.events, 'DeckShuffled').map((e) => [e.zone, e.order.length])).toEqual([['draw:p2', 24]]);
    const thirteen = attemptB('planet', '153_001', [{}, {}], { opponentDiscard: Array.from({ length: 13 }, () => ({})) });
    expect([stopped(thirteen.events), thirteen.state.zones['draw:p2']!.length]).toEqual([[], 23]);
  });
});
