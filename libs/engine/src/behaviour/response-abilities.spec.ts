/**
 * Abilities used as responses (issue 15, response abilities): `ActivateCard` in the player's own
 * response window (behaviour/response-abilities.ts; vocabulary-response-abilities.ts).
 *   1E rulebook › THE PLAY PHASE › Alternating Actions; Clarifications: Valid responses › When
 *   Responses Happen (a response follows the action it answers, before that action resolves).
 * given (a scene on p1's turn: p2's card moved to p2's table; p2 passes explicitly) / when (p1 plays
 * an interrupt, p2 answers with ActivateCard) / then (the events, the refusal's code, the offers).
 */
import { check } from '../decide';
import { evolveAll } from '../evolve';
import { legalCommands } from '../legal';
import { RULES } from '../rules';
import { ofType, scene } from '../testing/attempt-scene';
import { accepted, play as run, refused } from '../testing/scenario';
import type { Command, GameEvent, GameState } from '../types';
import { Z } from '../zones';

function moves(state: GameState, list: readonly [string, string][]): GameState {
  return evolveAll(
    list.map(([card, to]) => ({ type: 'CardMoved', card, from: state.cards[card]!.zone, to, faceUp: true, reason: 'test' }) as GameEvent),
    state,
  );
}
const protect = (card: string, target: string): Command => ({ type: 'ActivateCard', actor: 'p2', card, ability: 'nullify', target });
const activations = (state: GameState) => legalCommands(state, 'p2').filter((command) => command.type === 'ActivateCard');

/** p1 holds Mutation (no [Ref]) and The Juggler ([Ref]); p2's Amanda Rogers: Protector on p2's table, and a card in p2's hand unless `emptyHand`. */
function protectorScene(opts: { emptyHand?: boolean } = {}) {
  const built = scene({ missions: ['Excavation'], hand: ['123_072', 'The Juggler'], opponentHand: ['191_008', 'Amanda Rogers'] });
  const [mutation, juggler] = built.ids.hand as [string, string];
  const [protector, spare] = built.ids.opponentHand as [string, string];
  const list: [string, string][] = [[protector, Z.table('p2')]];
  if (opts.emptyHand) list.push([spare, Z.discard('p2')]);
  const state = run(moves(built.state, list), [{ type: 'SetAutoPass', actor: 'p2', on: false }]).state;
  return { state, mutation, juggler, protector };
}
function played(state: GameState, card: string): GameState {
  return run(state, [{ type: 'PlayCard', actor: 'p1', card, target: 'p2' }]).state;
}

describe('191_008 Amanda Rogers: Protector (an event on the table, used as a response)', () => {
  it('p2 answers p1’s Mutation in p2’s window: the Protector is discarded, Mutation is nullified atop p1’s draw deck (p2 holds a card), the window closes, nothing resolves', () => {
    const { state, mutation, protector } = protectorScene();
    const opened = played(state, mutation);
    expect(opened.windows).toHaveLength(1);
    expect(activations(opened)).toEqual([protect(protector, mutation)]);
    const { events, state: after } = accepted(opened, protect(protector, mutation));
    expect(events.map((event) => event.type)).toEqual(['CardActivated', 'CardMoved', 'PlayNullified', 'CardMoved', 'CardEffectResolved', 'ResponseWindowClosed']);
    expect(ofType(events, 'ResponseWindowClosed')).toEqual([{ type: 'ResponseWindowClosed', card: mutation, player: 'p2', how: 'responded', automatic: false, rule: RULES.whenResponsesHappen }]);
    expect(after.cards[protector]!.zone).toBe(Z.discard('p2'));
    expect(after.cards[mutation]!.zone).toBe(Z.draw('p1'));
    expect(after.zones[Z.draw('p1')]![0]).toBe(mutation);
    expect(after.windows).toEqual([]);
    expect(after.awaiting).toEqual([{ player: 'p1', kind: 'turn' }]);
    expect(ofType(events, 'DeckShuffled')).toEqual([]);
  });

  it('with an empty hand, the interrupt nullified goes to its owner’s discard pile instead', () => {
    const { state, mutation, protector } = protectorScene({ emptyHand: true });
    const after = accepted(played(state, mutation), protect(protector, mutation)).state;
    expect(after.cards[mutation]!.zone).toBe(Z.discard('p1'));
    expect(after.cards[protector]!.zone).toBe(Z.discard('p2'));
  });

  it('an interrupt with the [Ref] icon (The Juggler) is no target: no offer, refused, and p2 passing lets it resolve', () => {
    const { state, juggler, protector } = protectorScene();
    const opened = played(state, juggler);
    expect(activations(opened)).toEqual([]);
    expect(refused(opened, protect(protector, juggler))).toBe('INVALID_TARGET');
    const passed = run(opened, [{ type: 'PassResponse', actor: 'p2' }]);
    expect(ofType(passed.events, 'DeckShuffled')).toHaveLength(1);
  });

  it('only as a response: outside a window, on p1’s turn (p1 in no window) or by p1, it is refused', () => {
    const { state, mutation, protector } = protectorScene();
    // it names an opponent's card the sender cannot see: refused without a word about it (refusal-sight.ts); the rule check says NO_RESPONSE_WINDOW
    expect(refused(state, protect(protector, mutation))).toBe('CARD_NOT_SEEN');
    expect(check(state, protect(protector, mutation))?.code).toBe('NO_RESPONSE_WINDOW');
    expect(activations(state)).toEqual([]);
    const opened = played(state, mutation);
    expect(refused(opened, { type: 'ActivateCard', actor: 'p1', card: protector, ability: 'nullify', target: mutation })).toBe('NOT_USABLE');
  });
});

describe('200_007 Disrupted Continuum (an event on the table, used as a response to a dilemma the opponent reveals)', () => {
  const continuum = (card: string, target: string): Command => ({ type: 'ActivateCard', actor: 'p2', card, ability: 'nullify', target });
  /** p1 attempts Excavation (seeds: `dilemma`, then Archer); p2's Disrupted Continuum on p2's table, Zaldan ([P]) and Hippocratic Oath ([S/P]) in p2's hand; both pass explicitly. */
  function encounter(dilemma: string, opts: { owner?: 'p1' | 'p2' } = {}) {
    const built = scene({
      missions: ['Excavation'],
      seeds: [dilemma, 'Archer'],
      awayTeam: [{ affiliation: 'Federation', skills: 'OFFICER Leadership SECURITY MEDICAL', i: 8, c: 8, s: 8 }],
      hand: opts.owner === 'p1' ? ['200_007'] : [],
      opponentHand: opts.owner === 'p1' ? [] : ['200_007', 'Zaldan', 'Hippocratic Oath'],
    });
    const card = (opts.owner === 'p1' ? built.ids.hand : built.ids.opponentHand)[0]!;
    const [, zaldan, oath] = built.ids.opponentHand as [string, string, string];
    const ready = run(moves(built.state, [[card, Z.table(opts.owner ?? 'p2')]]), [
      { type: 'SetAutoPass', actor: 'p1', on: false },
      { type: 'SetAutoPass', actor: 'p2', on: false },
      { type: 'AttemptMission', actor: 'p1', location: 'L1' },
    ]).state;
    return { state: ready, card, revealed: built.ids.seeds[0]!, archer: built.ids.seeds[1]!, zaldan, oath };
  }

  it('in p2’s window after p1 reveals Female’s Love Interest: offered alone or with Zaldan ([P]; not the [S/P] Hippocratic Oath); with Zaldan, the dilemma leaves play, Zaldan is seeded as the next seed card and revealed next', () => {
    const { state, card, revealed, zaldan, archer } = encounter("Female's Love Interest");
    expect(state.windows).toEqual([expect.objectContaining({ action: 'dilemma-encountered', card: revealed, player: 'p2', by: 'p1' })]);
    expect(activations(state)).toEqual([continuum(card, revealed), continuum(card, `${revealed}>${zaldan}`)]);
    const { events, state: after } = accepted(state, continuum(card, `${revealed}>${zaldan}`));
    expect(ofType(events, 'DilemmaRemoved')).toEqual([expect.objectContaining({ card: revealed, reason: 'nullified' })]);
    expect(ofType(events, 'CardMoved').map((event) => [event.card, event.to])).toEqual([
      [card, Z.discard('p2')],
      [zaldan, Z.under('L1')],
    ]);
    expect(ofType(events, 'SeedCardRevealed').map((event) => event.card)).toEqual([zaldan]);
    expect(after.zones[Z.under('L1')]).toEqual([archer]);
    expect(refused(after, continuum(card, archer))).not.toBeNull();
  });

  it('alone: the dilemma is nullified and nothing is seeded (Archer comes next); once per game', () => {
    const { state, card, revealed, archer } = encounter("Female's Love Interest");
    const { events, state: after } = accepted(state, continuum(card, revealed));
    expect(ofType(events, 'DilemmaRemoved')).toHaveLength(1);
    expect(ofType(events, 'SeedCardRevealed').map((event) => event.card)).toEqual([archer]);
    expect(after.abilityUses?.['p2|Disrupted Continuum#nullify (per game 1)']).toBeDefined();
  });

  it('a dilemma with the Q icon (Hide and Seek) is no target; nor is a dilemma revealed in its owner’s own attempt (p1’s own Continuum, p1’s own window)', () => {
    const q = encounter('Hide and Seek');
    expect(activations(q.state)).toEqual([]);
    expect(refused(q.state, continuum(q.card, q.revealed))).toBe('INVALID_TARGET');
    const own = encounter("Female's Love Interest", { owner: 'p1' });
    const mine = run(own.state, [{ type: 'PassResponse', actor: 'p2' }]).state;
    expect(mine.windows).toEqual([expect.objectContaining({ action: 'dilemma-encountered', player: 'p1', by: 'p1' })]);
    expect(legalCommands(mine, 'p1').filter((command) => command.type === 'ActivateCard')).toEqual([]);
    expect(refused(mine, { type: 'ActivateCard', actor: 'p1', card: own.card, ability: 'nullify', target: own.revealed })).toBe('NOT_OPPONENTS_ACTION');
  });
});

describe('103_056 Countermanda (the other mode: a response to the opponent’s Res-Q or Palor Toff)', () => {
  /** p1 holds Res-Q and Mutation, four cards in p1's discard pile (the first is Res-Q's target); p2 holds Countermanda and passes explicitly. */
  function burnScene() {
    const built = scene({ missions: ['Excavation'], hand: ['Res-Q', '123_072', 'Archer', 'Zaldan', 'The Juggler', 'Amanda Rogers'], opponentHand: ['103_056'] });
    const [resq, mutation, ...pile] = built.ids.hand as [string, string, string, string, string, string];
    const counter = built.ids.opponentHand[0]!;
    const state = run(
      moves(
        built.state,
        pile.map((iid) => [iid, Z.discard('p1')]),
      ),
      [{ type: 'SetAutoPass', actor: 'p2', on: false }],
    ).state;
    return { state, resq, mutation, pile, counter };
  }
  const burn = (card: string, target: string): Command => ({ type: 'PlayCard', actor: 'p2', card, target, mode: 2 });

  it('p1 plays Res-Q for a discard: p2 is offered Countermanda on three of p1’s discards (Res-Q’s target first); burning it, Res-Q then resolves to nothing', () => {
    const { state, resq, pile, counter } = burnScene();
    const [wanted, second, third, fourth] = pile as [string, string, string, string];
    const opened = run(state, [{ type: 'PlayCard', actor: 'p1', card: resq, target: wanted }]).state;
    expect(legalCommands(opened, 'p2').filter((command) => command.type === 'PlayCard')).toEqual([burn(counter, `${wanted}+${second}+${third}`)]);
    const after = run(opened, [burn(counter, `${wanted}+${third}+${fourth}`)]);
    expect([wanted, third, fourth].map((iid) => after.state.cards[iid]!.zone)).toEqual([Z.out('p1'), Z.out('p1'), Z.out('p1')]);
    expect(after.state.cards[second]!.zone).toBe(Z.discard('p1'));
    expect(ofType(after.events, 'CardEffectResolved').map((event) => event.effect)).toEqual(['3 card(s) placed out of play', 'the target is out of play: nothing']);
    expect(after.state.windows).toEqual([]);
  });

  it('the target left in the pile, Res-Q still brings it to hand; a set of two (of four), or one with Res-Q’s own card outside the pile, is refused', () => {
    const { state, resq, pile, counter } = burnScene();
    const [wanted, second, third, fourth] = pile as [string, string, string, string];
    const opened = run(state, [{ type: 'PlayCard', actor: 'p1', card: resq, target: wanted }]).state;
    expect(refused(opened, burn(counter, `${second}+${third}`))).toBe('INVALID_TARGET');
    expect(refused(opened, burn(counter, `${second}+${third}+${resq}`))).toBe('INVALID_TARGET');
    const after = run(opened, [burn(counter, `${second}+${third}+${fourth}`)]).state;
    expect(after.cards[wanted]!.zone).toBe(Z.hand('p1'));
  });

  it('after another card (Mutation) no such response is offered and it is refused', () => {
    const { state, mutation, pile, counter } = burnScene();
    const opened = run(state, [{ type: 'PlayCard', actor: 'p1', card: mutation, target: 'p2' }]).state;
    expect(legalCommands(opened, 'p2').filter((command) => command.type === 'PlayCard')).toEqual([]);
    expect(refused(opened, burn(counter, pile.slice(0, 3).join('+')))).toBe('INVALID_TARGET');
  });
});
