/**
 * Issue 15 (qflash): the Q-Flash, card by card (behaviour/q-flash.ts), and the Q-icon cards played from it
 * (behaviour/q-cards.ts). The Q dilemma (101_044) starts each Q-Flash here: its condition unmet, the
 * opponent (p2) names two Q-icon cards for the top of their Q-Continuum, then the team has a Q-Flash of 4.
 * Rules: Q-Flash (qc doorway 105_015); 1E rulebook › Q-ICON CARDS, SIDE DECKS.
 * given (a play-phase scene) / when (a command) / then (the exact facts and state).
 */
import type { Card } from '@captains-log/cards';
import { decide } from '../decide';
import { evolveAll } from '../evolve';
import { ofType, person, scene, ship, type PersonSpec } from '../testing/attempt-scene';
import type { Command, GameEvent, GameState } from '../types';
import { Z } from '../zones';
import { hasExtraCardPlay } from './spaceline-events';

function run(state: GameState, command: Command): { events: GameEvent[]; state: GameState } {
  const events = decide(state, command);
  return { events, state: evolveAll(events, state) };
}

const icon = (code: string) => ({ code, name: code, category: 'test' });
const commander = (spec: PersonSpec = { skills: 'OFFICER' }): Card => ({ ...person(spec), icons: [icon('Cmd')] });

interface FlashSpec {
  /** p2's Q-Continuum, top first (face down). */
  readonly deck: readonly string[];
  readonly team?: readonly (string | Card | PersonSpec)[];
  readonly hand?: readonly (string | Card | PersonSpec)[];
  readonly opponentHand?: readonly (string | Card | PersonSpec)[];
  /** Points already scored (p1, p2). */
  readonly score?: readonly [number, number];
  /** p2's Q-Flash doorway on the table (default: yes). */
  readonly open?: boolean;
  /** Cards of p2's put on p2's table face up (before the attempt). */
  readonly p2Table?: readonly string[];
  /** Deck cards face up (already placed back "here"). */
  readonly faceUp?: boolean;
  /** Cards of p2's in space at L2. */
  readonly p2Space?: readonly (string | Card)[];
  /** Facts added before the attempt. */
  readonly before?: readonly GameEvent[];
  /** Cards on top of p1's draw deck, the first on top. */
  readonly drawTop?: readonly (string | Card | PersonSpec)[];
  /** Personnel of p2's on L1's planet, with p1's Away Team (issue 15, helper evint). */
  readonly p2Surface?: readonly (string | Card | PersonSpec)[];
}

/** p1 attempts L1 (Excavation, with Q under it; L2 another mission); p2 names the two top cards, in order. */
function flash(spec: FlashSpec) {
  const extra = spec.p2Table ?? [];
  const built = scene({
    missions: ['Excavation', 'Reported Activity'],
    seeds: ['Q'],
    awayTeam: spec.team ?? [{ skills: 'OFFICER' }],
    hand: spec.hand ?? [],
    drawTop: spec.drawTop ?? [],
    opponentHand: [...spec.deck, ...extra, 'Q-Flash', ...(spec.p2Space ?? []), ...(spec.opponentHand ?? []), ...(spec.p2Surface ?? [])],
  });
  const hand = built.ids.opponentHand;
  const surface = hand.slice(hand.length - (spec.p2Surface ?? []).length);
  const deck = hand.slice(0, spec.deck.length);
  const table = hand.slice(spec.deck.length, spec.deck.length + extra.length);
  const doorway = hand[spec.deck.length + extra.length]!;
  const space = hand.slice(spec.deck.length + extra.length + 1, spec.deck.length + extra.length + 1 + (spec.p2Space ?? []).length);
  const given: GameEvent[] = [
    ...deck.map((card): GameEvent => ({ type: 'CardMoved', card, from: Z.hand('p2'), to: Z.side('p2'), faceUp: spec.faceUp ?? false, reason: 'scene' })),
    ...table.map((card): GameEvent => ({ type: 'CardMoved', card, from: Z.hand('p2'), to: Z.table('p2'), faceUp: true, reason: 'scene' })),
    ...(spec.open === false ? [] : [{ type: 'CardMoved', card: doorway, from: Z.hand('p2'), to: Z.table('p2'), faceUp: true, reason: 'scene' } as GameEvent]),
    ...space.map((card): GameEvent => ({ type: 'CardMoved', card, from: Z.hand('p2'), to: Z.space('L2'), faceUp: true, reason: 'scene' })),
    ...surface.map((card): GameEvent => ({ type: 'CardMoved', card, from: Z.hand('p2'), to: Z.surface('L1'), faceUp: true, reason: 'scene' })),
    ...(spec.before ?? []),
    ...(spec.score ? [{ type: 'PointsScored', player: 'p1', points: spec.score[0], bonus: false, source: 'scene' } as GameEvent, { type: 'PointsScored', player: 'p2', points: spec.score[1], bonus: false, source: 'scene' } as GameEvent] : []),
  ];
  const state = evolveAll(given, built.state);
  const attempt = run(state, { type: 'AttemptMission', actor: 'p1', location: 'L1' });
  const q = built.ids.seeds[0]!;
  const choice = ofType(attempt.events, 'DilemmaChoiceRequested')[0];
  const top = choice ? choice.choice.options.slice(0, choice.choice.pick) : [];
  const after = choice ? run(attempt.state, { type: 'ChooseForDilemma', actor: 'p2', chosen: top }) : attempt;
  return { built, q, deck, table, space, surface, state: after.state, events: [...attempt.events, ...after.events] };
}

const drawnTitles = (events: readonly GameEvent[]) => ofType(events, 'QFlashCardDrawn').map((e) => `${e.title}${e.duplicate ? ' (duplicate)' : ''}`);

describe('the Q-Flash (Q-Flash doorway 105_015): drawn one at a time, duplicates discarded, then the source dilemma goes on', () => {
  it('a Q-Flash of four: each card drawn face up in turn, the duplicate discarded, each done card face up at the bottom of the Q-Continuum; then Q stops the team', () => {
    const { built, q, deck, events, state } = flash({ deck: ['Subsection Q, Paragraph 10', 'Subsection Q, Paragraph 10', 'Lemon-Aid', 'Wesley Gets the Point', 'Gift of the Tormentor'] });
    const [sub1, sub2, lemon, wesley, gift] = deck;
    expect(ofType(events, 'QFlashBegan')).toEqual([{ type: 'QFlashBegan', source: q, step: 0, owner: 'p2', team: 'away-team', count: 4, rule: expect.stringContaining('Q-Flash') }]);
    expect(drawnTitles(events)).toEqual(['Subsection Q, Paragraph 10', 'Subsection Q, Paragraph 10 (duplicate)', 'Lemon-Aid', 'Wesley Gets the Point']);
    expect(ofType(events, 'QFlashCardDrawn').map((e) => [e.card, e.remaining])).toEqual([
      [sub1, 3],
      [sub2, 2],
      [lemon, 1],
      [wesley, 0],
    ]);
    expect(ofType(events, 'QFlashCardResolved').map((e) => e.outcome)).toEqual([
      'done: back to the Q-Continuum',
      'a duplicate in this Q-Flash: discarded',
      'done: back to the Q-Continuum',
      'done: back to the Q-Continuum',
    ]);
    // The undrawn card stays face down on top; the drawn ones lie face up below it, in the order they were done with.
    expect(state.zones[Z.side('p2')]).toEqual([gift, sub1, sub2, lemon, wesley]);
    expect([sub1, sub2, lemon, wesley].map((iid) => state.cards[iid]!.faceUp)).toEqual([true, true, true, true]);
    expect(state.cards[gift!]!.faceUp).toBe(false);
    const ended = ofType(events, 'QFlashEnded')[0]!;
    expect(ended).toEqual(expect.objectContaining({ source: q, reason: 'all-drawn' }));
    // Then Q's "then is stopped": the team stopped, the attempt failed, Q discarded.
    const types = events.map((e) => e.type);
    expect(types.indexOf('QFlashEnded')).toBeLessThan(types.indexOf('CardStopped'));
    expect(ofType(events, 'CardStopped').map((e) => e.card)).toEqual(built.ids.awayTeam);
    expect(ofType(events, 'MissionAttemptFailed')).toHaveLength(1);
    expect(state.cards[q]!.zone).toBe(Z.out('p2'));
    expect(state.attempt).toBeNull();
  });

  it('no face-down card left: the face-up Q cards (this Q-Flash\'s too) are shuffled face down (QContinuumReplenished) and drawn again, as duplicates', () => {
    const { deck, events } = flash({ deck: ['Lemon-Aid', 'Subsection Q, Paragraph 10'] });
    const replenished = ofType(events, 'QContinuumReplenished');
    expect(replenished).toHaveLength(1);
    expect([...replenished[0]!.order].sort()).toEqual([...deck].sort());
    const drawn = ofType(events, 'QFlashCardDrawn');
    expect(drawn.map((e) => e.card)).toEqual([deck[0], deck[1], ...replenished[0]!.order]);
    expect(drawn.map((e) => e.duplicate)).toEqual([false, false, true, true]);
    expect(ofType(events, 'QFlashEnded')[0]!.reason).toBe('all-drawn');
  });

  it('a Q-Continuum with no Q card at all: the Q-Flash ends at once (deck empty)', () => {
    const { events } = flash({ deck: ['Into the Breach'] });
    // Into the Breach is played on the table: nothing is left here to draw or shuffle.
    expect(drawnTitles(events)).toEqual(['Into the Breach']);
    expect(ofType(events, 'QFlashEnded')[0]!.reason).toBe('deck-empty');
  });

  it('a closed Q-Continuum (no Q-Flash doorway on the table): no download, no Q-Flash', () => {
    const { events } = flash({ deck: ['Lemon-Aid'], open: false });
    expect(ofType(events, 'QFlashBegan')).toEqual([]);
    expect(ofType(events, 'QFlashCardDrawn')).toEqual([]);
  });

  it('a Q card the engine does not script pauses for its player (p2) to declare it; left in the encounter zone, it goes back to the Q-Continuum and the Q-Flash goes on', () => {
    // Issue 15 (helper tail5): Frigid is scripted now; Tijuana Crass is a Q event the engine still does not script.
    const { deck, events, state } = flash({ deck: ['Tijuana Crass', 'Lemon-Aid'] });
    const [frigid, lemon] = deck;
    expect(ofType(events, 'DilemmaManualResolutionRequested')).toEqual([expect.objectContaining({ card: frigid, declarer: 'p2' })]);
    expect(state.awaiting).toEqual([{ player: 'p2', kind: 'resolve-dilemma', options: [frigid] }]);
    const declared = run(state, { type: 'DeclareManualEffect', actor: 'p2', source: frigid!, description: 'Tijuana Crass: plays on the table', primitives: [{ kind: 'reveal', card: frigid! }] });
    const accepted = run(declared.state, { type: 'RespondToManualEffect', actor: 'p1', accept: true });
    expect(ofType(accepted.events, 'QFlashCardResolved')[0]).toEqual(expect.objectContaining({ card: frigid, outcome: 'done: back to the Q-Continuum' }));
    expect(drawnTitles(accepted.events)).toContain('Lemon-Aid');
    expect(accepted.state.cards[lemon!]!.zone).toBe(Z.side('p2'));
    expect(accepted.state.attempt).toBeNull();
  });

  it('a Q-icon dilemma drawn is encountered by the team; not overcome, it stops the team, the Q-Flash goes on (later dilemmas find no one present), and the attempt fails after it', () => {
    const { built, q, deck, state } = flash({ deck: ['Pla-Net', 'Mandarin Bailiff', 'Lemon-Aid'] });
    const [planet, bailiff] = deck;
    expect(state.attempt!.dilemma).toBe(planet);
    expect(state.awaiting).toEqual([{ player: 'p2', kind: 'resolve-dilemma', options: [planet] }]);
    const declared = run(state, { type: 'DeclareManualEffect', actor: 'p2', source: planet!, description: 'Pla-Net: not overcome', primitives: [{ kind: 'fail-attempt' }] });
    const accepted = run(declared.state, { type: 'RespondToManualEffect', actor: 'p1', accept: true });
    const events = accepted.events;
    expect(ofType(events, 'CardStopped').map((e) => e.card)).toEqual(built.ids.awayTeam);
    expect(ofType(events, 'QFlashCardResolved').slice(0, 3).map((e) => [e.card, e.outcome, e.failed])).toEqual([
      [planet, 'not overcome: the team is stopped', true],
      [bailiff, 'no personnel present: not encountered', false],
      [deck[2], 'done: back to the Q-Continuum', false],
    ]);
    // Mission continues only after the Q-Flash: Q's step resolves with the condition failed.
    const types = events.map((e) => e.type);
    expect(types.indexOf('QFlashEnded')).toBeLessThan(types.indexOf('MissionAttemptFailed'));
    expect(ofType(events, 'DilemmaStepResolved').find((e) => e.card === q)).toEqual(expect.objectContaining({ conditionFailed: true }));
    expect(ofType(events, 'MissionAttemptFailed')).toHaveLength(1);
    expect(accepted.state.cards[planet!]!.zone).toBe(Z.side('p2'));
  });

  it('the Q-Continuum reshuffled face down keeps its order from the other player (view redaction)', async () => {
    const { redactEvent } = await import('../view');
    const { events, state } = flash({ deck: ['Lemon-Aid', 'Subsection Q, Paragraph 10'], faceUp: true });
    const replenished = ofType(events, 'QContinuumReplenished')[0]!;
    expect(redactEvent(state, replenished, { player: 'p1' } as never)).toEqual({ type: 'QContinuumReplenished', owner: 'p2', count: 2, rule: replenished.rule });
  });
});

describe('105_106 Gift of the Tormentor (drawn in a Q-Flash: with no points, you score 100 bonus points; otherwise into your discard pile)', () => {
  it('your score is zero: you score 100 bonus points', () => {
    const { deck, events, state } = flash({ deck: ['Gift of the Tormentor'] });
    expect(ofType(events, 'PointsScored')).toEqual([expect.objectContaining({ player: 'p1', points: 100, bonus: true, source: deck[0] })]);
    expect(state.cards[deck[0]!]!.zone).toBe(Z.bonus('p1'));
  });
  it('you have points: no score; the card goes to your discard pile', () => {
    const { deck, events, state } = flash({ deck: ['Gift of the Tormentor'], score: [5, 0] });
    expect(ofType(events, 'PointsScored').filter((e) => e.source === deck[0])).toEqual([]);
    expect(state.cards[deck[0]!]!.zone).toBe(Z.discard('p1'));
  });
});

describe('105_108 Lemon-Aid (drawn in a Q-Flash: 20 points ahead, you hand it to your opponent, who scores 5 bonus points)', () => {
  it('you lead by 20: the card goes to the opponent\'s bonus points and they score 5', () => {
    const { deck, events, state } = flash({ deck: ['Lemon-Aid'], score: [25, 5] });
    expect(ofType(events, 'PointsScored').filter((e) => e.source === deck[0])).toEqual([expect.objectContaining({ player: 'p2', points: 5, bonus: true })]);
    expect(state.cards[deck[0]!]!.zone).toBe(Z.bonus('p2'));
  });
  it('you lead by 19: no effect; back to the Q-Continuum', () => {
    const { deck, events, state } = flash({ deck: ['Lemon-Aid'], score: [24, 5] });
    expect(ofType(events, 'PointsScored').filter((e) => e.source === deck[0])).toEqual([]);
    expect(state.cards[deck[0]!]!.zone).toBe(Z.side('p2'));
  });
});

describe('105_109 Subsection Q, Paragraph 10 (drawn in a Q-Flash: each player loses a point per card in hand beyond ten)', () => {
  it('twelve cards in your hand, ten in the opponent\'s: you lose 2, they lose nothing', () => {
    const { deck, events } = flash({ deck: ['Subsection Q, Paragraph 10'], hand: Array.from({ length: 12 }, () => ({ skills: 'OFFICER' })), opponentHand: Array.from({ length: 10 }, () => ({ skills: 'OFFICER' })) });
    expect(ofType(events, 'PointsScored').filter((e) => e.source === deck[0])).toEqual([expect.objectContaining({ player: 'p1', points: -2, bonus: true })]);
  });
  it('ten cards or fewer each: nobody loses a point', () => {
    const { deck, events } = flash({ deck: ['Subsection Q, Paragraph 10'], hand: Array.from({ length: 10 }, () => ({ skills: 'OFFICER' })) });
    expect(ofType(events, 'PointsScored').filter((e) => e.source === deck[0])).toEqual([]);
  });
});

describe('105_113 Wesley Gets the Point (drawn in a Q-Flash: your Wesley Crusher present or on any planet scores you a bonus point and dies)', () => {
  it('Wesley Crusher in the Away Team: 1 bonus point for you, and he is killed', () => {
    const { built, deck, events, state } = flash({ deck: ['Wesley Gets the Point'], team: ['101_249', { skills: 'OFFICER' }] });
    const wesley = built.ids.awayTeam[0]!;
    expect(ofType(events, 'PointsScored').filter((e) => e.source === deck[0])).toEqual([expect.objectContaining({ player: 'p1', points: 1, bonus: true })]);
    expect(state.cards[wesley]!.zone).toBe(Z.discard('p1'));
    expect(state.cards[deck[0]!]!.zone).toBe(Z.bonus('p1'));
  });
  it('no Wesley Crusher of yours: nothing happens', () => {
    const { built, deck, events, state } = flash({ deck: ['Wesley Gets the Point'] });
    expect(ofType(events, 'PointsScored').filter((e) => e.source === deck[0])).toEqual([]);
    expect(state.cards[built.ids.awayTeam[0]!]!.zone).toBe(Z.surface('L1'));
  });
});

describe('105_110 The Higher... The Q-er (drawn in a Q-Flash: no CIVILIAN present, one more card per [Cmd] personnel present)', () => {
  const deck = ['The Higher... The Q-er', 'Lemon-Aid', 'Subsection Q, Paragraph 10', 'Gift of the Tormentor', 'Wesley Gets the Point', 'Frigid'];
  it('two [Cmd] personnel, no CIVILIAN: the Q-Flash grows from 4 to 6 cards', () => {
    const { events } = flash({ deck, team: [commander(), commander()], score: [1, 0] });
    expect(ofType(events, 'QFlashExtended')).toEqual([expect.objectContaining({ count: 2 })]);
    expect(ofType(events, 'QFlashCardDrawn')).toHaveLength(6);
  });
  it('a CIVILIAN present: nothing added (four cards)', () => {
    const { events } = flash({ deck, team: [commander(), commander({ skills: 'CIVILIAN' })], score: [1, 0] });
    expect(ofType(events, 'QFlashExtended')).toEqual([]);
    expect(ofType(events, 'QFlashCardDrawn')).toHaveLength(4);
  });
});

describe('105_107 Incoming Message - The Continuum (drawn in a Q-Flash: the opponent may end it and seed its source under another mission)', () => {
  it('the opponent names L2: the Q-Flash ends, Q goes under L2 with no further effect, the team is not stopped', () => {
    const { built, q, deck, state } = flash({ deck: ['Incoming Message - The Continuum', 'Lemon-Aid'] });
    expect(state.awaiting).toEqual([{ player: 'p2', kind: 'dilemma-choice', options: ['L2', 'decline'] }]);
    const chosen = run(state, { type: 'ChooseForDilemma', actor: 'p2', chosen: ['L2'] });
    expect(ofType(chosen.events, 'QFlashCutShort')).toEqual([expect.objectContaining({ by: deck[0] })]);
    expect(ofType(chosen.events, 'QFlashEnded')[0]!.reason).toBe('cut-short');
    expect(chosen.state.cards[q]!.zone).toBe(Z.under('L2'));
    expect(chosen.state.cards[deck[1]!]!.zone).toBe(Z.side('p2'));
    expect(chosen.state.cards[deck[1]!]!.faceUp).toBe(false);
    expect(ofType(chosen.events, 'CardStopped').filter((e) => built.ids.awayTeam.includes(e.card))).toEqual([]);
    // Mission continues: nothing left under L1, so the mission requirements are checked.
    expect(ofType(chosen.events, 'RequirementChecked').find((e) => e.purpose === 'mission')).toBeDefined();
  });
  it('the opponent declines: the Q-Flash goes on and Q stops the team after it', () => {
    const { built, state } = flash({ deck: ['Incoming Message - The Continuum', 'Lemon-Aid'] });
    const chosen = run(state, { type: 'ChooseForDilemma', actor: 'p2', chosen: ['decline'] });
    expect(drawnTitles(chosen.events)).toContain('Lemon-Aid');
    expect(ofType(chosen.events, 'CardStopped').map((e) => e.card)).toEqual(built.ids.awayTeam);
  });
});

describe('105_096 Into the Breach (a Q event: played on its owner\'s table from a Q-Flash, in play until any Q-Flash)', () => {
  it('drawn: p2 plays it on their table', () => {
    const { deck, state } = flash({ deck: ['Into the Breach'] });
    expect(state.cards[deck[0]!]!.zone).toBe(Z.table('p2'));
  });
  it('on the table when a Q-Flash begins: back face up to its owner\'s Q-Continuum', () => {
    const { table, events, state } = flash({ deck: ['Lemon-Aid', 'Subsection Q, Paragraph 10', 'Wesley Gets the Point', 'Gift of the Tormentor'], p2Table: ['Into the Breach'], score: [1, 0] });
    const types = events.map((e) => e.type);
    const moved = events.findIndex((e) => e.type === 'CardMoved' && e.card === table[0]);
    expect(moved).toBeGreaterThan(types.indexOf('QFlashBegan'));
    expect(state.cards[table[0]!]!.zone).toBe(Z.side('p2'));
  });
});

describe('233_009 I Will Not Promise... (drawn in a Q-Flash: the opponent may end it and seed this card under another mission; met there, a Q-Flash of three)', () => {
  const filler = ['Lemon-Aid', 'Subsection Q, Paragraph 10', 'Wesley Gets the Point', 'Gift of the Tormentor'];
  it('drawn: the opponent names L2 — no more cards are drawn, the card goes face down under L2, and Q goes on (the team is stopped)', () => {
    const { built, deck, state } = flash({ deck: ['I Will Not Promise...', ...filler], score: [1, 0] });
    expect(state.awaiting).toEqual([{ player: 'p2', kind: 'dilemma-choice', options: ['L2', 'decline'] }]);
    const chosen = run(state, { type: 'ChooseForDilemma', actor: 'p2', chosen: ['L2'] });
    expect(ofType(chosen.events, 'QFlashCutShort')).toEqual([expect.objectContaining({ by: deck[0], sourceEnds: false })]);
    expect(ofType(chosen.events, 'QFlashCardDrawn')).toEqual([]);
    expect(chosen.state.cards[deck[0]!]!.zone).toBe(Z.under('L2'));
    expect(chosen.state.cards[deck[0]!]!.faceUp).toBe(false);
    expect(ofType(chosen.events, 'CardStopped').map((e) => e.card)).toEqual(built.ids.awayTeam);
  });
  it('drawn: the opponent declines — the Q-Flash goes on', () => {
    const { state } = flash({ deck: ['I Will Not Promise...', ...filler], score: [1, 0] });
    const chosen = run(state, { type: 'ChooseForDilemma', actor: 'p2', chosen: ['decline'] });
    expect(ofType(chosen.events, 'QFlashCardDrawn')).toHaveLength(3);
  });
  it('met seeded under the mission: not a mis-seed; the team has a Q-Flash of three (no download), then it goes face up to its owner\'s Q-Continuum', () => {
    const built = scene({ missions: ['Excavation', 'Reported Activity'], seeds: ['I Will Not Promise...'], awayTeam: [{ skills: 'OFFICER' }], opponentHand: [...filler, 'Q-Flash'] });
    const hand = built.ids.opponentHand;
    const given: GameEvent[] = [
      ...hand.slice(0, 4).map((card): GameEvent => ({ type: 'CardMoved', card, from: Z.hand('p2'), to: Z.side('p2'), faceUp: false, reason: 'scene' })),
      { type: 'CardMoved', card: hand[4]!, from: Z.hand('p2'), to: Z.table('p2'), faceUp: true, reason: 'scene' },
      { type: 'PointsScored', player: 'p1', points: 1, bonus: false, source: 'scene' },
    ];
    const promise = built.ids.seeds[0]!;
    const { events, state } = run(evolveAll(given, built.state), { type: 'AttemptMission', actor: 'p1', location: 'L1' });
    expect(ofType(events, 'MisSeedPlacedOutOfPlay')).toEqual([]);
    expect(ofType(events, 'DilemmaChoiceRequested')).toEqual([]);
    expect(ofType(events, 'QFlashBegan')).toEqual([expect.objectContaining({ source: promise, count: 3 })]);
    expect(drawnTitles(events)).toEqual(filler.slice(0, 3));
    expect(state.cards[promise]!.zone).toBe(Z.side('p2'));
    expect(ofType(events, 'RequirementChecked').find((e) => e.purpose === 'mission')).toBeDefined();
  });
  it('met seeded where its owner has no Q-Continuum open: no Q-Flash; discarded out of play', () => {
    const built = scene({ missions: ['Excavation'], seeds: ['I Will Not Promise...'], awayTeam: [{ skills: 'OFFICER' }] });
    const promise = built.ids.seeds[0]!;
    const { events, state } = run(built.state, { type: 'AttemptMission', actor: 'p1', location: 'L1' });
    expect(ofType(events, 'QFlashBegan')).toEqual([]);
    expect(state.cards[promise]!.zone).toBe(Z.out('p2'));
  });
});

describe("105_114 Where's Guinan? (drawn in a Q-Flash: with Guinan in the team, each El-Aurian present goes to a planet the opponent names)", () => {
  it('Guinan and another El-Aurian in the Away Team: the opponent names L2 and both are relocated there; the others stay', () => {
    const { built, deck, state } = flash({ deck: ["Where's Guinan?", 'Lemon-Aid', 'Subsection Q, Paragraph 10', 'Wesley Gets the Point'], team: ['108_008', '112_230', { skills: 'OFFICER' }] });
    const [guinan, mazur, officer] = built.ids.awayTeam;
    expect(state.awaiting).toEqual([{ player: 'p2', kind: 'dilemma-choice', options: ['L2'] }]);
    const chosen = run(state, { type: 'ChooseForDilemma', actor: 'p2', chosen: ['L2'] });
    expect(ofType(chosen.events, 'DilemmaChoiceMade')).toEqual([expect.objectContaining({ card: deck[0], player: 'p2', chosen: ['L2'] })]);
    expect([guinan, mazur, officer].map((iid) => chosen.state.cards[iid!]!.zone)).toEqual([Z.surface('L2'), Z.surface('L2'), Z.surface('L1')]);
    expect(chosen.state.cards[deck[0]!]!.zone).toBe(Z.side('p2'));
  });
  it('no Guinan in the team (another El-Aurian only): nothing happens', () => {
    const { built, events, state } = flash({ deck: ["Where's Guinan?", 'Lemon-Aid', 'Subsection Q, Paragraph 10', 'Wesley Gets the Point'], team: ['112_230', { skills: 'OFFICER' }] });
    expect(state.cards[built.ids.awayTeam[0]!]!.zone).toBe(Z.surface('L1'));
    expect(ofType(events, 'DilemmaChoiceRequested').filter((e) => e.choice.purpose.startsWith('q-card'))).toEqual([]);
    expect(state.attempt).toBeNull();
  });
});

describe("233_006 It's a Party! (drawn in a Q-Flash: a team that began with fewer than 4 or more than 9 — on the opponent's table until any Q-Flash, one more card play each turn)", () => {
  const deck = ["It's a Party!", 'Lemon-Aid', 'Subsection Q, Paragraph 10', 'Wesley Gets the Point'];
  it('a team of three: p2 plays it on their table and has an extra card play', () => {
    const { deck: ids, state } = flash({ deck, team: [{ skills: 'OFFICER' }, { skills: 'OFFICER' }, { skills: 'OFFICER' }] });
    expect(state.cards[ids[0]!]!.zone).toBe(Z.table('p2'));
    expect(hasExtraCardPlay(state, 'p2')).toBe(true);
  });
  it('a team of four: no effect (back to the Q-Continuum), no extra card play', () => {
    const { deck: ids, state } = flash({ deck, team: Array.from({ length: 4 }, () => ({ skills: 'OFFICER' })) });
    expect(state.cards[ids[0]!]!.zone).toBe(Z.side('p2'));
    expect(hasExtraCardPlay(state, 'p2')).toBe(false);
  });
});

describe("125_124 Q's Fantasy Women (drawn in a Q-Flash: on a male present, the opponent's pick, until any Q-Flash; if he helps solve, the opponent scores 5 and it is discarded)", () => {
  const male = { skills: 'OFFICER Archaeology', ch: ['Male'] };
  const female = { skills: 'OFFICER Archaeology', ch: ['Female'] };
  it('drawn: the opponent picks among the males present and plays it on him', () => {
    const { built, deck, state } = flash({ deck: ["Q's Fantasy Women", 'Lemon-Aid', 'Subsection Q, Paragraph 10', 'Wesley Gets the Point'], team: [male, female] });
    const [him] = built.ids.awayTeam;
    expect(state.awaiting).toEqual([{ player: 'p2', kind: 'dilemma-choice', options: [him] }]);
    const chosen = run(state, { type: 'ChooseForDilemma', actor: 'p2', chosen: [him!] });
    expect(chosen.state.cards[deck[0]!]!.zone).toBe(Z.on(him!));
  });
  it('drawn with no male present: no effect (back to the Q-Continuum)', () => {
    const { deck, state } = flash({ deck: ["Q's Fantasy Women", 'Lemon-Aid', 'Subsection Q, Paragraph 10', 'Wesley Gets the Point'], team: [female] });
    expect(state.cards[deck[0]!]!.zone).toBe(Z.side('p2'));
  });
  function solving(onTeam: boolean) {
    const built = scene({ missions: ['Excavation'], awayTeam: [onTeam ? male : female], ship: ship(), crew: [male], opponentHand: ["Q's Fantasy Women", 'Q-Flash'] });
    const [women, doorway] = built.ids.opponentHand;
    const host = onTeam ? built.ids.awayTeam[0]! : built.ids.crew[0]!;
    const given: GameEvent[] = [
      { type: 'CardMoved', card: women!, from: Z.hand('p2'), to: Z.on(host), faceUp: true, reason: 'scene' },
      { type: 'CardMoved', card: doorway!, from: Z.hand('p2'), to: Z.table('p2'), faceUp: true, reason: 'scene' },
    ];
    return { women: women!, ...run(evolveAll(given, built.state), { type: 'AttemptMission', actor: 'p1', location: 'L1' }) };
  }
  it('he helps solve the mission: the opponent scores 5 bonus points and the card goes to their Q-Continuum', () => {
    const { women, events, state } = solving(true);
    expect(ofType(events, 'MissionSolved')).toHaveLength(1);
    expect(ofType(events, 'PointsScored').filter((e) => e.source === women)).toEqual([expect.objectContaining({ player: 'p2', points: 5, bonus: true })]);
    expect(state.cards[women]!.zone).toBe(Z.side('p2'));
  });
  it('the mission solved without him (he stays aboard the ship): no points, it stays on him', () => {
    const { women, events, state } = solving(false);
    expect(ofType(events, 'MissionSolved')).toHaveLength(1);
    expect(ofType(events, 'PointsScored').filter((e) => e.source === women)).toEqual([]);
    expect(state.cards[women]!.zone.startsWith('on:')).toBe(true);
  });
});

describe("233_007 Don't Provoke the Borg! (drawn in a Q-Flash: a Borg ship or the Borg Ship on this spaceline — the opponent scores 10 once per game, you may move one up to 20 span)", () => {
  const deck = ["Don't Provoke the Borg!", 'Lemon-Aid', 'Subsection Q, Paragraph 10', 'Wesley Gets the Point'];
  const cube = ship({ affiliation: 'Borg', title: 'Test Cube' });
  it('a Borg ship at L2: the opponent scores 10 bonus points (the card to their bonus points); you move the ship to L1', () => {
    const { deck: ids, space, state, events } = flash({ deck, p2Space: [cube] });
    expect(ofType(events, 'PointsScored').filter((e) => e.source === ids[0])).toEqual([expect.objectContaining({ player: 'p2', points: 10, bonus: true })]);
    expect(state.cards[ids[0]!]!.zone).toBe(Z.bonus('p2'));
    expect(state.awaiting).toEqual([{ player: 'p1', kind: 'dilemma-choice', options: [`${space[0]}>L1`, 'decline'] }]);
    const moved = run(state, { type: 'ChooseForDilemma', actor: 'p1', chosen: [`${space[0]}>L1`] });
    expect(moved.state.cards[space[0]!]!.zone).toBe(Z.space('L1'));
  });
  it('its points once per game: scored before, no points (the card goes back), the move is still offered', () => {
    const used: GameEvent = { type: 'CardAbilityUsed', player: 'p2', title: "Don't Provoke the Borg! (once per game)", turn: 1 };
    const { deck: ids, state, events } = flash({ deck, p2Space: [cube], before: [used] });
    expect(ofType(events, 'PointsScored').filter((e) => e.source === ids[0])).toEqual([]);
    expect(state.awaiting[0]!.kind).toBe('dilemma-choice');
    const declined = run(state, { type: 'ChooseForDilemma', actor: 'p1', chosen: ['decline'] });
    expect(declined.state.cards[ids[0]!]!.zone).toBe(Z.side('p2'));
  });
  it('no Borg on this spaceline (a Romulan ship at L2): no effect', () => {
    const { deck: ids, state, events } = flash({ deck, p2Space: [ship({ affiliation: 'Romulan' })] });
    expect(ofType(events, 'PointsScored').filter((e) => e.source === ids[0])).toEqual([]);
    expect(state.cards[ids[0]!]!.zone).toBe(Z.side('p2'));
  });
});

describe('233_008 Futile Attempt (drawn in a Q-Flash: your top card revealed; a personnel goes beneath your deck, the opponent scores a point per skill dot, you lose two per special download; a Seven of Nine present nullifies it)', () => {
  it('a personnel with three skill dots and a special download on top: shown to both, beneath the deck; the opponent scores 3, you lose 2', () => {
    const { built, deck, events, state } = flash({ deck: ['Futile Attempt'], drawTop: [{ skills: 'OFFICER Navigation Honor Diplomacy', downloads: true }] });
    const top = built.ids.deck[0]!;
    expect(ofType(events, 'CardsShown').filter((e) => e.source === deck[0]).map((e) => [e.to, e.cards.map((c) => c.iid)])).toEqual([['p1', [top]], ['p2', [top]]]);
    expect(ofType(events, 'PointsScored').filter((e) => e.source === deck[0])).toEqual([expect.objectContaining({ player: 'p2', points: 3, bonus: true }), expect.objectContaining({ player: 'p1', points: -2, bonus: true })]);
    const drawDeck = state.zones[Z.draw('p1')]!;
    expect(drawDeck[drawDeck.length - 1]).toBe(top);
  });
  it('a non-personnel on top is only shown and stays there; no points', () => {
    const { built, deck, events, state } = flash({ deck: ['Futile Attempt'], drawTop: ['Tricorder'] });
    expect(ofType(events, 'PointsScored').filter((e) => e.source === deck[0])).toEqual([]);
    expect(state.zones[Z.draw('p1')]![0]).toBe(built.ids.deck[0]);
  });
  it('Seven of Nine in the Away Team: nullified, nothing revealed', () => {
    const { deck, events } = flash({ deck: ['Futile Attempt'], team: ['Seven of Nine', { skills: 'OFFICER' }], drawTop: [{ skills: 'OFFICER Navigation' }] });
    expect(ofType(events, 'CardsShown').filter((e) => e.source === deck[0])).toEqual([]);
    expect(ofType(events, 'PointsScored').filter((e) => e.source === deck[0])).toEqual([]);
  });
});

describe('105_111 The Issue is Patriotism (drawn in a Q-Flash: you must battle where opposing ships or personnel are together; stopped cards battle, no leader, no affiliation restrictions)', () => {
  const deck = ['The Issue is Patriotism', 'Subsection Q, Paragraph 10', 'Lemon-Aid', 'Wesley Gets the Point'];
  it('with p2\'s personnel on the planet, p1 owes a battle there once the attempt has ended; the stopped, leaderless team attacks', () => {
    const { built, state, surface } = flash({ deck, team: [{ skills: 'SCIENCE' }], p2Surface: [{ skills: 'ENGINEER' }] });
    const team = built.ids.awayTeam;
    expect(state.attempt).toBeNull();
    expect(team.map((iid) => state.cards[iid]!.stopped)).toEqual([true]);
    expect(state.forcedBattle).toEqual(expect.objectContaining({ player: 'p1', oneAt: ['L1'], personnel: { zones: [Z.surface('L1')] } }));
    expect(state.awaiting).toEqual([{ player: 'p1', kind: 'initiate-battle', options: [state.forcedBattle!.source] }]);
    // Nothing else first (the obligation is not declinable while the battle can be made).
    expect(() => decide(state, { type: 'DeclineForcedBattle', actor: 'p1' })).toThrow(/requires the battle/);
    const battle = run(state, { type: 'InitiatePersonnelBattle', actor: 'p1', zone: Z.surface('L1') });
    expect(ofType(battle.events, 'ForcedBattleMet')).toHaveLength(1);
    expect(ofType(battle.events, 'BattleInitiated').map((e) => [e.battle.attacking, e.battle.defending])).toEqual([[team, surface]]);
    expect(battle.state.forcedBattle).toBeNull();
  });
  it('with p1\'s stopped ship and p2\'s ship at L2, p1 owes a ship battle there: the stopped ship attacks', () => {
    // Scene ids: missions c1, c2; Q c3; the team c4; p1's hand c5 (a ship), c6 (its crew).
    const before: GameEvent[] = [
      { type: 'CardMoved', card: 'c5', from: Z.hand('p1'), to: Z.space('L2'), faceUp: true, reason: 'scene' },
      { type: 'CardMoved', card: 'c6', from: Z.hand('p1'), to: Z.aboard('c5'), faceUp: true, reason: 'scene' },
      { type: 'CardStopped', card: 'c5' } as GameEvent,
    ];
    const { state, space, built } = flash({ deck, team: [{ skills: 'SCIENCE' }], hand: ["D'deridex", { skills: 'SCIENCE', affiliation: 'Romulan' }], p2Space: ['U.S.S. Galaxy'], before });
    const [ours] = built.ids.hand as [string];
    expect(ours).toBe('c5');
    expect(state.cards[ours]!.stopped).toBe(true);
    expect(state.forcedBattle).toEqual(expect.objectContaining({ player: 'p1', oneAt: ['L2'] }));
    expect(state.forcedBattle!.personnel).toBeUndefined();
    const battle = run(state, { type: 'InitiateShipBattle', actor: 'p1', ships: [ours], target: space[0]! });
    expect(ofType(battle.events, 'ForcedBattleMet')).toHaveLength(1);
    expect(ofType(battle.events, 'BattleInitiated').map((e) => [e.battle.attacking, e.battle.defending])).toEqual([[[ours], [space[0]]]]);
  });
  it('with no opposing cards together anywhere, it has no effect', () => {
    const { state, events } = flash({ deck, team: [{ skills: 'SCIENCE' }] });
    expect(state.forcedBattle ?? null).toBeNull();
    expect(ofType(events, 'CardEffectResolved').map((e) => e.effect)).toContain('The Issue is Patriotism: no opposing ships or personnel are present together anywhere: no effect');
  });
});
