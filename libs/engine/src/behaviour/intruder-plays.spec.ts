/**
 * Cards played on an opponent's occupied ship or facility (issue 15, helper evint): The Walls Have Ears — once each turn, a
 * changeling from hand reports aboard, or, with one of your personnel (an intruder) aboard, 5 bonus points.
 *   1E rulebook › REPORTING FOR DUTY › SPECIAL REPORTING; INFILTRATION (your infiltrator counts as an intruder for this card);
 *   MOVING BETWEEN SHIPS, FACILITIES AND PLANETS (intruders); MISCELLANEOUS RULES › "ONCE PER GAME" AND SIMILAR LIMITS.
 * given (a scene: p2's ship at L1, crewed unless said otherwise) / when (PlayCard) / then (the zones and the points).
 */
import { evolveAll } from '../evolve';
import { legalCommands } from '../legal';
import { ofType, realCard, scene } from '../testing/attempt-scene';
import { play as run, refused } from '../testing/scenario';
import type { Command, GameState } from '../types';
import { Z } from '../zones';

const play = (card: string, target: string, mode?: number): Command => ({ type: 'PlayCard', actor: 'p1', card, target, ...(mode !== undefined ? { mode } : {}) });
const move = (state: GameState, card: string, to: string): GameState => evolveAll([{ type: 'CardMoved', card, from: state.cards[card]!.zone, to, faceUp: true, reason: 'scene' }], state);

/** p1: The Walls Have Ears, a changeling and a non-changeling in hand, one personnel on L1's planet; p2: a ship at L1 (crewed unless `empty`). */
function table(empty = false) {
  const built = scene({
    missions: ['Excavation'],
    awayTeam: [{ skills: 'SECURITY' }],
    hand: ['The Walls Have Ears', { skills: 'SECURITY', ch: ['Changeling'], title: 'Test Changeling' }, { skills: 'OFFICER', title: 'Test Human' }],
    opponentHand: [realCard('U.S.S. Galaxy'), { skills: 'OFFICER' }],
  });
  const [card, changeling, human] = built.ids.hand as [string, string, string];
  const [ship, crewman] = built.ids.opponentHand as [string, string];
  let state = move(built.state, ship, Z.space('L1'));
  if (!empty) state = move(state, crewman, Z.aboard(ship));
  return { state, card, changeling, human, ship, agent: built.ids.awayTeam[0]! };
}

describe('112_101 The Walls Have Ears (once each turn on an opponent\'s occupied ship or facility: a changeling reports aboard, or 5 points with your intruder aboard)', () => {
  it('a changeling from hand reports aboard the opponent\'s crewed ship (special reporting); not a non-changeling', () => {
    const { state, card, changeling, human, ship } = table();
    expect(legalCommands(state, 'p1').filter((c) => c.type === 'PlayCard' && c.card === card)).toEqual([play(card, `${ship}>${changeling}`, 0)]);
    expect(refused(state, play(card, `${ship}>${human}`))).toBe('INVALID_TARGET');
    const after = run(state, [play(card, `${ship}>${changeling}`)]);
    expect(after.state.cards[changeling]!.zone).toBe(Z.aboard(ship));
    expect(ofType(after.events, 'CardReported').map((e) => [e.card, e.normalCardPlay])).toEqual([[changeling, false]]);
  });
  it('an unoccupied ship is no target', () => {
    const { state, card, changeling, ship } = table(true);
    expect(refused(state, play(card, `${ship}>${changeling}`))).toBe('INVALID_TARGET');
  });
  it('with your personnel aboard it (an intruder) you score 5 bonus points; once each turn', () => {
    const { state, card, ship, agent } = table();
    expect(refused(state, play(card, ship, 1))).toBe('INVALID_TARGET');
    const boarded = move(state, agent, Z.aboard(ship));
    const after = run(boarded, [play(card, ship, 1)]);
    expect(ofType(after.events, 'PointsScored').map((e) => [e.player, e.points, e.bonus])).toEqual([['p1', 5, true]]);
    const used = evolveAll([{ type: 'CardAbilityUsed', player: 'p1', title: 'The Walls Have Ears', turn: 1 }], boarded);
    expect(refused(used, play(card, ship, 1))).toBe('ONCE_PER_TURN');
  });
});
