/**
 * Issue 15 (helper qev): Q cards played from a Q-Flash (behaviour/q-cards.ts): Quandary (125_125,
 * behaviour/q-restore-gamble.ts). The Q dilemma (101_044) starts the Q-Flash: the opponent (p2) names the top cards of
 * their Q-Continuum, then the team has a Q-Flash of 4 (the Q-Continuum holds only the cards named here).
 * Rules: Q-Flash (qc doorway 105_015); 1E rulebook › RANDOM SELECTION; LEAVING PLAY › bonus point box.
 * given (a play-phase scene) / when (a command) / then (the exact facts and state).
 */
import { evolveAll } from '../evolve';
import { ofType, scene, type PersonSpec } from '../testing/attempt-scene';
import { play } from '../testing/scenario';
import type { Command, GameEvent, GameState } from '../types';
import { Z } from '../zones';
import { rngFromSeed } from '../prng';

/** One command decided and folded (testing/scenario.ts › play). */
const run = (state: GameState, command: Command) => play(state, [command]);

interface FlashSpec {
  /** p2's Q-Continuum, top first (face down). */
  readonly deck: readonly string[];
  readonly team?: readonly (string | PersonSpec)[];
  /** p1's discard pile. */
  readonly discard?: readonly (string | PersonSpec)[];
}

/** p1 attempts L1 (Excavation, with Q under it) with an Away Team; p2 names the top cards of the Q-Continuum. */
function flash(spec: FlashSpec) {
  const built = scene({ missions: ['Excavation', 'Reported Activity'], seeds: ['Q'], awayTeam: spec.team ?? [{ skills: 'OFFICER' }], hand: spec.discard ?? [], opponentHand: [...spec.deck, 'Q-Flash'] });
  const hand = built.ids.opponentHand;
  const deck = hand.slice(0, spec.deck.length);
  const given: GameEvent[] = [
    ...deck.map((card): GameEvent => ({ type: 'CardMoved', card, from: Z.hand('p2'), to: Z.side('p2'), faceUp: false, reason: 'scene' })),
    { type: 'CardMoved', card: hand[spec.deck.length]!, from: Z.hand('p2'), to: Z.table('p2'), faceUp: true, reason: 'scene' },
    ...built.ids.hand.map((card): GameEvent => ({ type: 'CardMoved', card, from: Z.hand('p1'), to: Z.discard('p1'), faceUp: true, reason: 'scene' })),
  ];
  const state = evolveAll(given, built.state);
  const attempt = run(state, { type: 'AttemptMission', actor: 'p1', location: 'L1' });
  const choice = ofType(attempt.events, 'DilemmaChoiceRequested')[0]!;
  const after = run(attempt.state, { type: 'ChooseForDilemma', actor: 'p2', chosen: choice.choice.options.slice(0, choice.choice.pick) });
  return { built, deck, state: after.state, events: [...attempt.events, ...after.events] };
}

describe('125_125 Quandary (drawn in a Q-Flash: restore a personnel from your discard pile to the team; one personnel there at random: unless the restored one, discarded and you lose 5)', () => {
  it('you restore a personnel of your discard pile to the Away Team; another one is selected: it is discarded and you lose 5', () => {
    const { built, deck, events, state } = flash({ deck: ['Quandary'], discard: [{ skills: 'SCIENCE', title: 'Restored One' }] });
    const [restored, member] = [built.ids.hand[0]!, built.ids.awayTeam[0]!];
    expect(ofType(events, 'DilemmaChoiceRequested').at(-1)!.choice).toEqual(expect.objectContaining({ player: 'p1', purpose: 'q-card:restore', options: [restored], pick: 1 }));
    const after = run(state, { type: 'ChooseForDilemma', actor: 'p1', chosen: [restored] });
    expect(ofType(after.events, 'RandomCardsSelected').find((e) => e.purpose === 'Quandary')).toEqual(expect.objectContaining({ candidates: [member, restored], outcome: [member] }));
    expect(after.state.cards[restored]!.zone).toBe(Z.surface('L1'));
    expect(after.state.cards[member]!.zone).toBe(Z.discard('p1'));
    expect(ofType(after.events, 'PointsScored').filter((e) => e.source === deck[0])).toEqual([expect.objectContaining({ player: 'p1', points: -5, bonus: true })]);
    expect(after.state.cards[deck[0]!]!.zone).toBe(Z.bonus('p1'));
  });
  it('the restored personnel is the one selected: no one is discarded, no points lost, the card goes back to the Q-Continuum', () => {
    const { built, deck, state } = flash({ deck: ['Quandary'], discard: [{ skills: 'SCIENCE', title: 'Restored One' }] });
    const [restored, member] = [built.ids.hand[0]!, built.ids.awayTeam[0]!];
    // another seed for the recorded PRNG: this draw picks the restored one (the default seed picks the other)
    const after = run({ ...state, secret: { ...state.secret, rng: rngFromSeed('a') } }, { type: 'ChooseForDilemma', actor: 'p1', chosen: [restored] });
    expect(ofType(after.events, 'RandomCardsSelected').find((e) => e.purpose === 'Quandary')).toEqual(expect.objectContaining({ outcome: [restored] }));
    expect(after.state.cards[restored]!.zone).toBe(Z.surface('L1'));
    expect(after.state.cards[member]!.zone).toBe(Z.surface('L1'));
    expect(ofType(after.events, 'PointsScored').filter((e) => e.source === deck[0])).toEqual([]);
    expect(after.state.cards[deck[0]!]!.zone).toBe(Z.side('p2'));
  });
  it('nothing to restore: the only personnel present is selected, discarded, and you lose 5 (the card in your bonus point area)', () => {
    const { built, deck, events, state } = flash({ deck: ['Quandary'] });
    const member = built.ids.awayTeam[0]!;
    expect(ofType(events, 'DilemmaChoiceRequested').filter((e) => e.choice.purpose === 'q-card:restore')).toEqual([]);
    expect(ofType(events, 'RandomCardsSelected').find((e) => e.purpose === 'Quandary')).toEqual(expect.objectContaining({ candidates: [member], outcome: [member] }));
    expect(state.cards[member]!.zone).toBe(Z.discard('p1'));
    expect(ofType(events, 'PointsScored').filter((e) => e.source === deck[0])).toEqual([expect.objectContaining({ player: 'p1', points: -5, bonus: true })]);
    expect(state.cards[deck[0]!]!.zone).toBe(Z.bonus('p1'));
  });
  it('a personnel whose persona is in play is not offered (Data in the Away Team, another Data discarded): no restore', () => {
    const { built, events } = flash({ deck: ['Quandary'], team: ['101_204', { skills: 'OFFICER' }], discard: ['101_204'] });
    expect(built.ids.hand).toHaveLength(1);
    expect(ofType(events, 'DilemmaChoiceRequested').filter((e) => e.choice.purpose === 'q-card:restore')).toEqual([]);
    expect(ofType(events, 'CardEffectResolved').map((e) => e.effect)).toContain('Quandary: no personnel to restore from the discard pile');
  });
});

describe('105_103 You Will in Time (drawn in a Q-Flash: the team began with one personnel — the opponent may name a unique personnel of yours in play: in stasis until released)', () => {
  it('began with one: the opponent names Data; he is in stasis with no end and the card lies on him', () => {
    const { built, deck, events, state } = flash({ deck: ['You Will in Time'], team: ['101_204'] });
    const data = built.ids.awayTeam[0]!;
    expect(ofType(events, 'DilemmaChoiceRequested').at(-1)!.choice).toEqual(expect.objectContaining({ player: 'p2', purpose: 'q-card:stasis', options: [data, 'decline'], pick: 1 }));
    const after = run(state, { type: 'ChooseForDilemma', actor: 'p2', chosen: [data] });
    expect(ofType(after.events, 'PlacedInStasis')).toEqual([expect.objectContaining({ card: data, source: 'You Will in Time' })]);
    expect(after.state.cards[data]!.stasis).toEqual(expect.objectContaining({ source: 'You Will in Time' }));
    expect(after.state.cards[data]!.stasis!.endsAfterTurn).toBeUndefined();
    expect(after.state.cards[deck[0]!]!.zone).toBe(Z.on(data));
  });
  it('the opponent declines: no stasis, the card goes back to the Q-Continuum', () => {
    const { built, deck, state } = flash({ deck: ['You Will in Time'], team: ['101_204'] });
    const after = run(state, { type: 'ChooseForDilemma', actor: 'p2', chosen: ['decline'] });
    expect(ofType(after.events, 'PlacedInStasis')).toEqual([]);
    expect(after.state.cards[built.ids.awayTeam[0]!]!.stasis).toBeUndefined();
    expect(after.state.cards[deck[0]!]!.zone).toBe(Z.side('p2'));
  });
  it('began with two personnel: the condition fails, nothing is named', () => {
    const { built, deck, events, state } = flash({ deck: ['You Will in Time'], team: ['101_204', { skills: 'OFFICER' }] });
    expect(ofType(events, 'DilemmaChoiceRequested').filter((e) => e.choice.purpose === 'q-card:stasis')).toEqual([]);
    expect(ofType(events, 'PlacedInStasis')).toEqual([]);
    expect(state.cards[built.ids.awayTeam[0]!]!.stasis).toBeUndefined();
    expect(state.cards[deck[0]!]!.zone).toBe(Z.side('p2'));
  });
});

describe('a stasis with no end (until-released) ends when the card holding it is moved away by a manual effect (manual.ts)', () => {
  it('the turn ends: Data stays in stasis; a manual effect discarding You Will in Time, accepted, releases him', () => {
    const built = scene({ missions: ['Excavation'], awayTeam: ['101_204'], hand: ['You Will in Time'] });
    const [data, card] = [built.ids.awayTeam[0]!, built.ids.hand[0]!];
    const held = evolveAll(
      [
        { type: 'PlacedInStasis', card: data, source: 'You Will in Time' },
        { type: 'CardMoved', card, from: Z.hand('p1'), to: Z.on(data), faceUp: true, reason: 'scene' },
      ] as GameEvent[],
      built.state,
    );
    const ended = run(held, { type: 'EndTurn', actor: 'p1' });
    expect(ofType(ended.events, 'TurnEnded')).toHaveLength(1);
    expect(ofType(ended.events, 'StasisEnded')).toEqual([]);
    expect(ended.state.cards[data]!.stasis).toBeDefined();
    const declared = run(held, { type: 'DeclareManualEffect', actor: 'p1', source: card, description: 'the request was granted', primitives: [{ kind: 'move', card, to: 'discard' }] });
    const accepted = run(declared.state, { type: 'RespondToManualEffect', actor: 'p2', accept: true });
    expect(ofType(accepted.events, 'StasisEnded')).toEqual([expect.objectContaining({ card: data, reason: 'released' })]);
    expect(accepted.state.cards[data]!.stasis).toBeUndefined();
    expect(accepted.state.cards[data]!.stopped).toBeFalsy();
    expect(accepted.state.cards[card]!.zone).toBe(Z.discard('p1'));
  });
  it('another card moved away (not the one holding him): Data stays in stasis', () => {
    const built = scene({ missions: ['Excavation'], awayTeam: ['101_204'], hand: ['You Will in Time', 'Frigid'] });
    const [data, card, other] = [built.ids.awayTeam[0]!, built.ids.hand[0]!, built.ids.hand[1]!];
    const held = evolveAll(
      [
        { type: 'PlacedInStasis', card: data, source: 'You Will in Time' },
        { type: 'CardMoved', card, from: Z.hand('p1'), to: Z.on(data), faceUp: true, reason: 'scene' },
        { type: 'CardMoved', card: other, from: Z.hand('p1'), to: Z.on(data), faceUp: true, reason: 'scene' },
      ] as GameEvent[],
      built.state,
    );
    const declared = run(held, { type: 'DeclareManualEffect', actor: 'p1', source: other, description: 'x', primitives: [{ kind: 'move', card: other, to: 'discard' }] });
    const accepted = run(declared.state, { type: 'RespondToManualEffect', actor: 'p2', accept: true });
    expect(accepted.state.cards[other]!.zone).toBe(Z.discard('p1'));
    expect(ofType(accepted.events, 'StasisEnded')).toEqual([]);
    expect(accepted.state.cards[data]!.stasis).toBeDefined();
  });
});
