/**
 * Issue 15 (eie): responses that need one of the personnel who just helped solve the mission
 * (behaviour/solved-by.ts): Distorted Reflection.
 *   1E rulebook › ATTEMPT A MISSION › SOLVING THE MISSION; THE PLAY PHASE › Clarifications: Valid
 *   responses › When Responses Happen.
 * given (a Cardassian Away Team solving Eliminate Virus, p1 on explicit passing) / when (AttemptMission,
 * PlayCard in p1's mission-solved window) / then (the window carries the solvers; the points, the discards,
 * the refusals).
 */
import { person, scene } from '../testing/attempt-scene';
import { play as run, refused } from '../testing/scenario';
import type { Command } from '../types';
import { Z } from '../zones';

const attempt: Command = { type: 'AttemptMission', actor: 'p1', location: 'L1' };
const explicit: Command = { type: 'SetAutoPass', actor: 'p1', on: false };

describe('227_015 Distorted Reflection: just after your Cardassian of the resistance helps solve a Cardassia Region mission, 5 bonus points or the opponent discards three cards', () => {
  const solved = (options: { lore?: string; region?: string } = {}) => {
    const cardassian = { ...person({ affiliation: 'Cardassian', skills: 'MEDICAL Exobiology Computer Skill' }), lore: options.lore ?? 'Joined the Cardassian resistance against the Dominion.' };
    const built = scene({ missions: ['Eliminate Virus'], region: options.region ?? 'Cardassia Region', awayTeam: [cardassian], hand: ['227_015'], opponentHand: [{}, {}, {}] });
    const after = run(built.state, [explicit, attempt]);
    return { state: after.state, card: built.ids.hand[0]!, solver: built.ids.awayTeam[0]!, p2Hand: built.ids.opponentHand };
  };
  const reflect = (card: string, mode?: number): Command => ({ type: 'PlayCard', actor: 'p1', card, target: 'L1', ...(mode !== undefined ? { mode } : {}) });
  it('applies: the window names the solver; 5 bonus points, or p2 discards the three cards of their hand', () => {
    const { state, card, solver, p2Hand } = solved();
    expect(state.windows?.map((w) => [w.action, w.player, w.cards])).toEqual([['mission-solved', 'p1', [solver]]]);
    const bonus = state.score.p1.bonus;
    const points = run(state, [reflect(card, 0)]);
    expect(points.state.score.p1.bonus).toBe(bonus + 5);
    expect(points.state.cards[card]!.zone).toBe(Z.discard('p1'));
    const discards = run(state, [reflect(card, 1)]);
    expect(discards.state.score.p1.bonus).toBe(bonus);
    expect(p2Hand.map((iid) => discards.state.cards[iid]!.zone)).toEqual([Z.discard('p2'), Z.discard('p2'), Z.discard('p2')]);
  });
  it('does not apply: a Cardassian whose lore does not speak of the resistance, or a mission outside the Cardassia Region', () => {
    const plain = solved({ lore: 'A loyal officer of the Central Command.' });
    expect(refused(plain.state, reflect(plain.card, 0))).toBe('PLAY_CONDITION');
    const elsewhere = solved({ region: 'Bajor Region' });
    expect(refused(elsewhere.state, reflect(elsewhere.card, 1))).toBe('PLAY_CONDITION');
  });
});
