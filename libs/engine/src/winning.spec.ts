/** 1E rulebook › WINNING THE GAME, manual effects (DESIGN.md) and views: given / when / then. */
import { RULES } from './rules';
import { deckFromText, given, play, setupToPlay, starterTexts, TEST_SEED, when } from './testing/scenario';
import type { Command, GameEvent, GameState, PlayerId } from './types';
import { countedPoints, pointsNeeded } from './winning';
import { redactEvent, view } from './view';
import { Z } from './zones';
import { legalCommands } from './legal';

const texts = starterTexts();
const BASE = setupToPlay([deckFromText('F', texts.federation), deckFromText('K', texts.klingon)]);
const first = BASE.state.startingPlayer!;
const second: PlayerId = first === 'p1' ? 'p2' : 'p1';

function thenEvents(state: GameState, command: Command): GameEvent[] {
  const outcome = when(state, command);
  if ('violation' in outcome) throw new Error(`unexpected ${outcome.violation.code}: ${outcome.violation.message}`);
  return outcome.events;
}

function expectViolation(state: GameState, command: Command, code: string, rule: string) {
  const outcome = when(state, command);
  if (!('violation' in outcome)) throw new Error(`expected ${code}`);
  expect({ code: outcome.violation.code, rule: outcome.violation.rule }).toEqual({ code, rule });
  expect(outcome.unchanged).toBe(true);
}

const score = (player: PlayerId, points: number, bonus = false): GameEvent => ({ type: 'PointsScored', player, points, bonus, source: 'test' });
const outpost = (state: GameState, p: PlayerId) => Object.values(state.cards).find((c) => c.owner === p && state.blueprints[c.blueprint]!.type === 'Facility' && c.zone.startsWith('space:'))!.iid;

describe('1E rulebook › WINNING THE GAME', () => {
  it('100 points, +40 without a planet and a space mission, +40 without an Alpha Quadrant mission', () => {
    expect(pointsNeeded(BASE.state, 'p1')).toBe(180);
    const [planet, space] = Object.keys(BASE.state.locations).filter((id, i, all) => all.indexOf(id) === i);
    const kinds = (id: string) => BASE.state.blueprints[BASE.state.cards[BASE.state.locations[id]!.missions[0]!]!.blueprint]!.mission!.kind;
    const p = Object.keys(BASE.state.locations).find((id) => kinds(id) === 'planet')!;
    const s = Object.keys(BASE.state.locations).find((id) => kinds(id) === 'space')!;
    expect(pointsNeeded({ ...BASE.state, completed: { p1: [p, s], p2: [] } }, 'p1')).toBe(100);
    expect(pointsNeeded({ ...BASE.state, completed: { p1: [p], p2: [] } }, 'p1')).toBe(140);
    expect(planet && space).toBeTruthy();
  });

  it('bonus points beyond the non-bonus points do not count toward winning', () => {
    const state = given([...BASE.events, score('p1', 30), score('p1', 50, true)]);
    expect(countedPoints(state, 'p1')).toBe(60);
  });

  it('a player reaching the points needed wins (full win) as soon as the command resolves', () => {
    const state = given([...BASE.events, score(first, 180)]);
    const events = thenEvents(state, { type: 'BeginOrders', actor: first });
    expect(events.at(-1)).toMatchObject({ type: 'GameEnded', result: { winner: first, type: 'full-win', reason: 'victory' }, seed: TEST_SEED, rule: RULES.winning });
  });

  it('simultaneous victory: the player with more points wins', () => {
    const state = given([...BASE.events, score(first, 180), score(second, 200)]);
    expect(thenEvents(state, { type: 'BeginOrders', actor: first }).at(-1)).toMatchObject({ result: { winner: second, reason: 'simultaneous-victory' }, rule: RULES.simultaneousVictory });
  });

  it('both draw decks empty: the leader wins, official score 100-0', () => {
    const facts: GameEvent[] = [score(second, 10)];
    for (const p of ['p1', 'p2'] as const)
      for (const iid of BASE.state.zones[Z.draw(p)]!.slice(p === first ? 1 : 0)) facts.push({ type: 'CardMoved', card: iid, from: Z.draw(p), to: Z.discard(p), faceUp: true, reason: 'test setup' });
    const state = given([...BASE.events, ...facts]);
    const events = thenEvents(state, { type: 'EndTurn', actor: first });
    expect(events.at(-1)).toMatchObject({ type: 'GameEnded', result: { winner: second, type: 'full-win', reason: 'decks-empty', officialScore: { [second]: 100, [first]: 0 } }, rule: RULES.decksEmpty });
  });

  it('concession at any time: full win for the opponent, 100-0, and the seed is revealed', () => {
    const events = thenEvents(BASE.state, { type: 'Concede', actor: second });
    expect(events).toEqual([
      {
        type: 'GameEnded',
        result: { winner: first, type: 'full-win', reason: 'concession', score: { p1: 0, p2: 0 }, officialScore: { [first]: 100, [second]: 0 } },
        seed: TEST_SEED,
        rule: RULES.concession,
      },
    ]);
    const ended = given([...BASE.events, ...events]);
    expectViolation(ended, { type: 'EndTurn', actor: first }, 'GAME_OVER', RULES.winning);
    expect(view(ended, { player: second }).seed).toBe(TEST_SEED);
  });

  it('time called during the starting player’s turn: the other player gets one final turn, then a modified win', () => {
    let state = given([...BASE.events, score(first, 20)]);
    expectViolation(state, { type: 'CallTime', actor: first as never }, 'NOT_A_DIRECTOR', RULES.timeLimit);
    state = play(state, [{ type: 'CallTime', actor: 'director' }]).state;
    const endFirst = thenEvents(state, { type: 'EndTurn', actor: first });
    expect(endFirst.at(-1)).toMatchObject({ type: 'TurnBegan', player: second });
    state = play(state, [{ type: 'EndTurn', actor: first }]).state;
    const endSecond = thenEvents(state, { type: 'EndTurn', actor: second });
    expect(endSecond.at(-1)).toMatchObject({ type: 'GameEnded', result: { winner: first, type: 'modified-win', reason: 'time-called' }, rule: RULES.timeLimit });
  });

  it('time called during the second player’s turn: the game ends when that turn ends; a tie is a draw', () => {
    let state = play(BASE.state, [{ type: 'EndTurn', actor: first }, { type: 'CallTime', actor: 'director' }]).state;
    const events = thenEvents(state, { type: 'EndTurn', actor: second });
    expect(events.at(-1)).toMatchObject({ type: 'GameEnded', result: { winner: null, type: 'draw', reason: 'time-called' } });
    state = play(state, [{ type: 'EndTurn', actor: second }]).state;
    expect(state.phase).toBe('ended');
  });
});

describe('DESIGN.md › manual effects', () => {
  const declare = (state: GameState): Command => ({
    type: 'DeclareManualEffect',
    actor: first,
    source: outpost(state, first),
    description: 'card text: draw a card and score 5',
    primitives: [{ kind: 'draw', player: first, count: 1 }, { kind: 'score', player: first, points: 5, bonus: false }],
  });

  it('is declared, waits for the opponent, and applies flagged facts when accepted', () => {
    const declared = thenEvents(BASE.state, declare(BASE.state));
    expect(declared[0]).toMatchObject({ type: 'ManualEffectDeclared', player: first, rule: RULES.manualEffects });
    const pending = play(BASE.state, [declare(BASE.state)]).state;
    expect(pending.awaiting).toEqual([{ player: second, kind: 'respond-to-manual-effect', options: ['accept', 'dispute'] }]);
    expectViolation(pending, { type: 'EndTurn', actor: first }, 'AWAITING_RESPONSE', RULES.manualEffects);
    expectViolation(pending, { type: 'RespondToManualEffect', actor: first, accept: true }, 'NOT_YOUR_DECISION', RULES.manualEffects);
    const accepted = thenEvents(pending, { type: 'RespondToManualEffect', actor: second, accept: true });
    expect(accepted.map((e) => e.type)).toEqual(['ManualEffectAccepted', 'CardsDrawn', 'PointsScored', 'AwaitingChanged']);
    expect(accepted[2]).toMatchObject({ manual: true, points: 5 });
    expect(legalCommands(play(pending, [{ type: 'RespondToManualEffect', actor: second, accept: true }]).state, first).some((c) => c.type === 'EndTurn')).toBe(true);
  });

  it('a disputed effect is recorded for the director and not applied', () => {
    const pending = play(BASE.state, [declare(BASE.state)]).state;
    const disputed = thenEvents(pending, { type: 'RespondToManualEffect', actor: second, accept: false, reason: 'that card does not say so' });
    expect(disputed.map((e) => e.type)).toEqual(['ManualEffectDisputed', 'AwaitingChanged']);
    const after = play(pending, [{ type: 'RespondToManualEffect', actor: second, accept: false, reason: 'no' }]).state;
    expect(after.disputes).toHaveLength(1);
    expect(after.score[first].points).toBe(0);
  });
});

describe('views', () => {
  it("players see their own hand but not the opponent's; spectators see no hands; directors see all", () => {
    const mine = view(BASE.state, { player: 'p1' });
    expect(mine.zones[Z.hand('p1')]!.every((c) => !('hidden' in c))).toBe(true);
    expect(mine.zones[Z.hand('p2')]!.every((c) => 'hidden' in c)).toBe(true);
    expect(mine.zones[Z.draw('p1')]!.every((c) => 'hidden' in c)).toBe(true);
    expect(mine.seed).toBeUndefined();
    const spectator = view(BASE.state, 'spectator');
    expect([...spectator.zones[Z.hand('p1')]!, ...spectator.zones[Z.hand('p2')]!].every((c) => 'hidden' in c)).toBe(true);
    const director = view(BASE.state, 'director');
    expect(director.zones[Z.draw('p2')]!.every((c) => !('hidden' in c))).toBe(true);
    expect(director.seed).toBe(TEST_SEED);
  });

  it('redactEvent strips secrets, deck orders and the opponent’s draws', () => {
    const shuffle = BASE.events.find((e) => e.type === 'DeckShuffled')!;
    const redacted = redactEvent(BASE.state, shuffle, { player: 'p1' }) as Record<string, unknown>;
    expect(redacted['order']).toBeUndefined();
    expect(redacted['secret']).toBeUndefined();
    const created = redactEvent(given([]), BASE.events[0]!, 'spectator');
    expect(JSON.stringify(created)).not.toContain(TEST_SEED);
    const draw = BASE.events.find((e) => e.type === 'CardsDrawn' && e.player === 'p2')!;
    expect((redactEvent(BASE.state, draw, { player: 'p1' }) as Record<string, unknown>)['cards']).toBeUndefined();
  });
});
