/**
 * 112_097 Preparation, its nullifying way: "(but still lose points)" (issue 15, helper partials; behaviour/unprepared-points.ts,
 * effect `lose-points-unless-ready-at-start`): Lack of Preparation nullified, the attempt goes on, but a non-Borg team that
 * could not have met the mission requirements at the start of the attempt still loses its 10 points.
 *   1E rulebook › SCORING POINTS (points from a card without a point box); ATTEMPT A MISSION; the cards' texts.
 * given (L1, Excavation (Archaeology OR CUNNING>32) with Lack of Preparation seeded; p1's Away Team — with or without
 * Archaeology — meeting it; Preparation in p1's hand) / when (Preparation played on it) / then (the dilemma nullified and
 * p1's points).
 */
import { ofType, scene } from '../testing/attempt-scene';
import { play as run } from '../testing/scenario';
import type { Command } from '../types';

function encounter(skills: readonly string[]) {
  const built = scene({ missions: ['Excavation'], seeds: ['Lack of Preparation'], awayTeam: skills.map((one) => ({ skills: one, c: 5 })), hand: ['Preparation'] });
  const state = run(built.state, [{ type: 'SetAutoPass', actor: 'p1', on: false }, { type: 'AttemptMission', actor: 'p1', location: 'L1' }]).state;
  return { state, card: built.ids.hand[0]!, dilemma: built.ids.seeds[0]! };
}
const prepare = (card: string, target: string): Command => ({ type: 'PlayCard', actor: 'p1', card, target });

describe('112_097 Preparation nullifies Lack of Preparation, but its points are still lost', () => {
  it('applies: a team that could not have met Excavation at the start (no Archaeology, CUNNING 10) gets past and loses 10 points', () => {
    const { state, card, dilemma } = encounter(['OFFICER', 'SCIENCE']);
    expect(state.windows?.map((w) => [w.action, w.card])).toEqual([['dilemma-encountered', dilemma]]);
    const after = run(state, [prepare(card, dilemma)]);
    expect(ofType(after.events, 'DilemmaRemoved').map((e) => [e.card, e.reason])).toEqual([[dilemma, 'nullified']]);
    expect(ofType(after.events, 'PointsScored').filter((e) => e.source === card).map((e) => [e.player, e.points])).toEqual([['p1', -10]]);
  });

  it('does not apply: a team with Archaeology could have met it at the start: nullified, no points lost', () => {
    const { state, card, dilemma } = encounter(['OFFICER Archaeology', 'SCIENCE']);
    const after = run(state, [prepare(card, dilemma)]);
    expect(ofType(after.events, 'DilemmaRemoved').map((e) => e.card)).toEqual([dilemma]);
    expect(ofType(after.events, 'PointsScored').filter((e) => e.source === card)).toEqual([]);
  });
});
