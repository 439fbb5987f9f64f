/**
 * Issue 15 (helper tail6): a selection changed "at any time, even when facing a dilemma" (`select.anyTime`,
 * Taspar Egg) — also in its owner's own response window: the dilemma-encountered window of their own
 * attempt, and a window on the opponent's turn (behaviour/select-incidents.ts › inOwnWindow; decide.ts
 * lets UseCard into a window, its check refuses every other selection there).
 *   1E rulebook › OTHER WAYS TO PLAY A CARD › PLAYING "AT ANY TIME"; THE PLAY PHASE › Alternating Actions.
 * given (p1's Away Team on Excavation with a Cardassian, Taspar Egg and a captive; both players pass
 * explicitly) / when (p1 attempts, or p2 plays a card on p2's turn; UseCard) / then (the window, the
 * Cardassian's INTEGRITY, refusals, the offers).
 */
import { memberOf } from '../attempt/requirements';
import { evolveAll } from '../evolve';
import { legalCommands } from '../legal';
import { scene } from '../testing/attempt-scene';
import { play as run, refused } from '../testing/scenario';
import type { Command, GameEvent, GameState } from '../types';
import { Z } from '../zones';

const use = (card: string, option: string): Command => ({ type: 'UseCard', actor: 'p1', card, option });
const integrity = (state: GameState, iid: string) => memberOf(state, iid).integrity;
const offered = (state: GameState) => legalCommands(state, 'p1').filter((command) => command.type === 'UseCard');

/** p1: a Cardassian (INTEGRITY 6) and a strong Federation officer on Excavation, Taspar Egg with them (or Vulcan Tricorder, whose selection is once each turn), a captive held; p2 seeded Archer there and holds Mutation. */
function given(equipment: string) {
  const built = scene({
    missions: ['Excavation'],
    seeds: ['Archer'],
    awayTeam: [
      { affiliation: 'Cardassian', skills: 'OFFICER', i: 6 },
      { affiliation: 'Federation', skills: 'OFFICER Leadership SECURITY MEDICAL', i: 8, c: 8, s: 8 },
    ],
    equipment: [equipment],
    opponentHand: [{ skills: 'OFFICER' }, '123_072'],
  });
  const [cardassian] = built.ids.awayTeam as [string];
  const [prisoner, mutation] = built.ids.opponentHand as [string, string];
  const held = evolveAll([{ type: 'PersonnelCaptured', card: prisoner, from: Z.hand('p2'), to: Z.held('p1', 'L1'), captor: 'p1', source: prisoner } as GameEvent], built.state);
  const state = run(held, [
    { type: 'SetAutoPass', actor: 'p1', on: false },
    { type: 'SetAutoPass', actor: 'p2', on: false },
  ]).state;
  return { state, card: built.ids.equipment[0]!, cardassian, mutation };
}

/** p1 ends the turn; every window the end of the turn opens is passed: p2's turn, nothing open. */
function theirTurn(state: GameState): GameState {
  let next = run(state, [{ type: 'EndTurn', actor: 'p1' }]).state;
  for (let guard = 0; (next.windows ?? []).length > 0 && guard < 20; guard++) next = run(next, [{ type: 'PassResponse', actor: next.windows!.at(-1)!.player }]).state;
  return next;
}

/** p1 attempts Excavation; p2 passes on Archer: p1's own dilemma-encountered window. */
function facingArcher(equipment: string) {
  const { state, card, cardassian } = given(equipment);
  const theirs = run(state, [{ type: 'AttemptMission', actor: 'p1', location: 'L1' }]).state;
  const mine = run(theirs, [{ type: 'PassResponse', actor: 'p2' }]).state;
  return { theirs, mine, card, cardassian };
}

describe('245_004 Taspar Egg (its INTEGRITY selection changed at any time, even when facing a dilemma)', () => {
  it('applies: facing Archer in p1’s own window, p1 switches to INTEGRITY −2 and back; the dilemma still waits (the window stays open)', () => {
    const { mine, card, cardassian } = facingArcher('Taspar Egg');
    expect(mine.windows?.map((w) => [w.action, w.player])).toEqual([['dilemma-encountered', 'p1']]);
    expect(integrity(mine, cardassian)).toBe(8);
    expect(offered(mine)).toEqual([use(card, 'INTEGRITY +2'), use(card, 'INTEGRITY -2')]);
    const lowered = run(mine, [use(card, 'INTEGRITY -2')]).state;
    expect(integrity(lowered, cardassian)).toBe(4);
    expect(lowered.windows?.map((w) => [w.action, w.player])).toEqual([['dilemma-encountered', 'p1']]);
    expect(integrity(run(lowered, [use(card, 'INTEGRITY +2')]).state, cardassian)).toBe(8);
  });

  it('applies: on p2’s turn, in p1’s window after p2 plays Mutation, p1 switches the selection', () => {
    const { state, card, cardassian, mutation } = given('Taspar Egg');
    const turn = theirTurn(state);
    expect([turn.turn?.player, turn.windows ?? []]).toEqual(['p2', []]);
    const opened = run(turn, [{ type: 'PlayCard', actor: 'p2', card: mutation, target: 'p1' }]).state;
    expect(opened.windows?.map((w) => [w.action, w.player])).toEqual([['card-played', 'p1']]);
    expect(integrity(run(opened, [use(card, 'INTEGRITY -2')]).state, cardassian)).toBe(4);
  });

  it('does not apply: in p2’s window (p2 answers first), on p2’s turn with no window open, and for a selection without “at any time” (Vulcan Tricorder)', () => {
    const { theirs, card } = facingArcher('Taspar Egg');
    expect(refused(theirs, use(card, 'INTEGRITY -2'))).toBe('AWAITING_RESPONSE_WINDOW');
    expect(offered(theirs)).toEqual([]);
    const calm = given('Taspar Egg');
    expect(refused(theirTurn(calm.state), use(calm.card, 'INTEGRITY -2'))).toBe('NOT_YOUR_TURN');
    const tricorder = facingArcher('Vulcan Tricorder');
    expect(refused(tricorder.mine, use(tricorder.card, 'Biology'))).toBe('AWAITING_RESPONSE_WINDOW');
    expect(offered(tricorder.mine)).toEqual([]);
  });
});
