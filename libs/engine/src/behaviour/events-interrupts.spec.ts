/**
 * Scripted Premiere events and interrupts (issue 15): each played from hand through `PlayCard`
 * (with its `target`), the path where it applies and the path where it does not.
 *   1E rulebook › THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES; THE CARDS › INTERRUPTS; PLAYING A
 *   CARD › YOUR NORMAL CARD PLAY (events use it, interrupts do not); MISCELLANEOUS RULES › "ONCE PER
 *   GAME" AND SIMILAR LIMITS; THE CUMULATIVE RULE; ATTEMPT A MISSION › ENCOUNTERING DILEMMAS ›
 *   Clarification: Triggered & Targeted Effects (no valid target, no play).
 * given (a play-phase scene) / when (PlayCard …) / then (the exact facts).
 */
import { decide } from '../decide';
import { evolveAll } from '../evolve';
import { legalCommands } from '../legal';
import { RULES } from '../rules';
import { ofType, scene, ship, type Scene } from '../testing/attempt-scene';
import { when, moved } from '../testing/scenario';
import type { Command, GameEvent, GameState } from '../types';
import { redactEvent } from '../view';
import { cardsIn, Z } from '../zones';
import { playCard as play } from '../testing/commands';

function run(state: GameState, command: Command): { events: GameEvent[]; state: GameState } {
  const events = decide(state, command);
  return { events, state: evolveAll(events, state) };
}
function refused(state: GameState, command: Command): string {
  const outcome = when(state, command);
  if (!('violation' in outcome)) throw new Error('expected a violation');
  return outcome.violation.code;
}
const offered = (state: GameState, card: string) => legalCommands(state, 'p1').filter((c) => c.type === 'PlayCard' && c.card === card);

describe('101_079 Kivas Fajo - Collector (event: a chosen player draws three, then it is discarded)', () => {
  it('played on p2: p2 draws the top three of the draw deck; the event is discarded; the normal card play is used', () => {
    const built = scene({ missions: ['Excavation'], hand: ['Kivas Fajo - Collector'] });
    const card = built.ids.hand[0]!;
    const top = cardsIn(built.state, Z.draw('p2')).slice(0, 3);
    const { events, state } = run(built.state, play(card, 'p2'));
    expect(events).toEqual([
      { type: 'CardPlayed', player: 'p1', card, to: Z.discard('p1'), normalCardPlay: true, rule: RULES.normalCardPlay },
      { type: 'ResponseWindowOpened', window: { action: 'card-played', card, by: 'p1', player: 'p2', target: 'p2' }, rule: RULES.alternatingActions },
      { type: 'ResponseWindowClosed', card, player: 'p2', how: 'passed', automatic: true, rule: RULES.whenResponsesHappen },
      { type: 'CardsDrawn', player: 'p2', cards: top, reason: 'card-effect', rule: RULES.cardEffects },
      { type: 'CardEffectResolved', card, player: 'p1', effect: 'p2 draws 3', target: 'p2', rule: RULES.cardEffects },
    ]);
    expect(state.turn!.normalCardPlayUsed).toBe(true);
  });
  it('without a target, or with a target that is not a player, it is refused; legalCommands offers one play per player', () => {
    const built = scene({ missions: ['Excavation'], hand: ['Kivas Fajo - Collector'] });
    const card = built.ids.hand[0]!;
    expect(refused(built.state, play(card))).toBe('TARGET_REQUIRED');
    expect(refused(built.state, play(card, 'c1'))).toBe('INVALID_TARGET');
    expect(offered(built.state, card).map((c) => (c as { target?: string }).target)).toEqual(['p1', 'p2']);
  });
});

describe('101_082 Masaka Transformations (event: the hand goes beneath the draw deck, as many are drawn)', () => {
  it('played on yourself with three other cards in hand: they go, shuffled, beneath the deck; three are drawn from the top', () => {
    const built = scene({ missions: ['Excavation'], hand: ['Masaka Transformations', 'Tricorder', 'Medical Kit', 'Archer'] });
    const [card, ...rest] = built.ids.hand;
    const top = cardsIn(built.state, Z.draw('p1')).slice(0, 3);
    const { events, state } = run(built.state, play(card!, 'p1'));
    expect(ofType(events, 'CardMoved').map((e) => e.card).sort()).toEqual([...rest].sort());
    expect(ofType(events, 'CardMoved')[0]!.secret?.rng).toBeDefined();
    expect(ofType(events, 'CardsDrawn')).toEqual([{ type: 'CardsDrawn', player: 'p1', cards: top, reason: 'card-effect', rule: RULES.cardEffects }]);
    expect(cardsIn(state, Z.hand('p1'))).toEqual(top);
    expect(cardsIn(state, Z.draw('p1')).slice(-3).sort()).toEqual([...rest].sort());
  });
  it('played on a player with an empty hand: nothing moves, nothing is drawn', () => {
    const built = scene({ missions: ['Excavation'], hand: ['Masaka Transformations'] });
    const { events } = run(built.state, play(built.ids.hand[0]!, 'p2'));
    expect(ofType(events, 'CardMoved')).toEqual([]);
    expect(ofType(events, 'CardsDrawn')).toEqual([]);
  });
});

describe('101_091 Res-Q (event: exchanged for a card of your discard pile)', () => {
  it('a card in your discard pile comes to hand; Res-Q goes to the discard pile', () => {
    const built = scene({ missions: ['Excavation'], hand: ['Res-Q', 'Tricorder'] });
    const [card, lost] = built.ids.hand;
    const state = moved(built.state, [[lost!, Z.discard('p1')]]);
    const after = run(state, play(card!, lost));
    expect(after.state.cards[lost!]!.zone).toBe(Z.hand('p1'));
    expect(after.state.cards[card!]!.zone).toBe(Z.discard('p1'));
  });
  it('with an empty discard pile there is no valid target: not offered, refused', () => {
    const built = scene({ missions: ['Excavation'], hand: ['Res-Q'] });
    expect(offered(built.state, built.ids.hand[0]!)).toEqual([]);
    expect(refused(built.state, play(built.ids.hand[0]!, 'c1'))).toBe('INVALID_TARGET');
  });
});

describe('101_098 The Traveler: Transcendence (event beside a player’s deck: one more card at the end of their turns)', () => {
  it('beside p2’s deck: p2 draws one extra card at the end of p2’s turn, p1 does not at the end of p1’s', () => {
    const built = scene({ missions: ['Excavation'], hand: ['The Traveler: Transcendence'] });
    const card = built.ids.hand[0]!;
    let { state } = run(built.state, play(card, 'p2'));
    expect(state.cards[card]!.zone).toBe(Z.table('p2'));
    const p1End = run(state, { type: 'EndTurn', actor: 'p1' });
    expect(ofType(p1End.events, 'CardsDrawn').map((e) => [e.player, e.reason])).toEqual([['p1', 'end-of-turn']]);
    state = p1End.state;
    const p2End = run(state, { type: 'EndTurn', actor: 'p2' });
    expect(ofType(p2End.events, 'CardsDrawn').map((e) => [e.player, e.reason, e.cards.length])).toEqual([
      ['p2', 'card-effect', 1],
      ['p2', 'end-of-turn', 1],
    ]);
  });
});

describe('101_142 The Juggler (interrupt: a chosen player’s draw deck is shuffled)', () => {
  it('played on p2: DeckShuffled for draw:p2 with the PRNG state; the normal card play is not used', () => {
    const built = scene({ missions: ['Excavation'], hand: ['The Juggler'] });
    const { events, state } = run(built.state, play(built.ids.hand[0]!, 'p2'));
    expect(events[0]).toMatchObject({ type: 'CardPlayed', to: Z.discard('p1'), normalCardPlay: false, rule: RULES.interrupts });
    expect(ofType(events, 'DeckShuffled').map((e) => e.zone)).toEqual([Z.draw('p2')]);
    expect([...cardsIn(state, Z.draw('p2'))].sort()).toEqual([...cardsIn(built.state, Z.draw('p2'))].sort());
    expect(state.turn!.normalCardPlayUsed).toBe(false);
  });
});

describe('101_113 Distortion of Space/Time Continuum (interrupt: a ship and crew unstopped, RANGE back)', () => {
  function stoppedShip(): { built: Scene; state: GameState } {
    const built = scene({ missions: ['Study Stellar Collision', 'Excavation'], ship: ship(), crew: [{ skills: 'OFFICER' }], hand: ['Distortion of Space/Time Continuum'] });
    const state = evolveAll(
      [
        { type: 'ShipFlew', player: 'p1', ship: built.ids.ship!, from: 'L1', to: 'L2', path: ['L2'], range: 3 },
        { type: 'CardStopped', card: built.ids.ship! },
        { type: 'CardStopped', card: built.ids.crew[0]! },
      ],
      built.state,
    );
    return { built, state };
  }
  it('the stopped ship and crew are restored and the RANGE used this turn is back', () => {
    const { built, state } = stoppedShip();
    const after = run(state, play(built.ids.hand[0]!, built.ids.ship!));
    expect(ofType(after.events, 'StoppedCardsRestored')).toEqual([{ type: 'StoppedCardsRestored', cards: [built.ids.ship!, built.ids.crew[0]!], rule: RULES.cardEffects }]);
    expect(after.state.cards[built.ids.ship!]!.stopped).toBe(false);
    expect(after.state.turn!.rangeUsed[built.ids.ship!]).toBeUndefined();
  });
  it('with no ship in play there is no valid target', () => {
    const built = scene({ missions: ['Excavation'], hand: ['Distortion of Space/Time Continuum'] });
    expect(offered(built.state, built.ids.hand[0]!)).toEqual([]);
  });
});

describe('101_131 Palor Toff: Alien Trader (interrupt, once each turn: removed from the game for a non-personnel card of your discard pile)', () => {
  it('brings back a non-personnel card; Palor Toff is removed from the game; personnel are not targets; a second use this turn is refused', () => {
    const built = scene({ missions: ['Excavation'], hand: ['Palor Toff: Alien Trader', 'Palor Toff: Alien Trader', 'Tricorder'], awayTeam: [{ skills: 'OFFICER' }] });
    const [first, second, tricorder] = built.ids.hand;
    const person = built.ids.awayTeam[0]!;
    const state = moved(built.state, [
      [tricorder!, Z.discard('p1')],
      [person, Z.discard('p1')],
    ]);
    expect(offered(state, first!).map((c) => (c as { target?: string }).target)).toEqual([tricorder]);
    const after = run(state, play(first!, tricorder));
    expect(after.events.map((e) => e.type)).toEqual(['CardPlayed', 'CardAbilityUsed', 'ResponseWindowOpened', 'ResponseWindowClosed', 'CardMoved', 'CardEffectResolved']);
    expect(after.state.cards[first!]!.zone).toBe(Z.out('p1'));
    expect(after.state.cards[tricorder!]!.zone).toBe(Z.hand('p1'));
    const again = moved(after.state, [[tricorder!, Z.discard('p1')]]);
    expect(refused(again, play(second!, tricorder))).toBe('ONCE_PER_TURN');
  });
});

describe('101_124 Kevin Uxbridge and 101_141 The Devil (interrupts that discard a card in play)', () => {
  function table(): { built: Scene; state: GameState } {
    const built = scene({ missions: ['Excavation'], hand: ['Kevin Uxbridge', 'The Devil', 'Alien Probe', 'Treaty: Federation/Klingon'] });
    const [, , probe, treaty] = built.ids.hand;
    return { built, state: moved(built.state, [[probe!, Z.table('p1')], [treaty!, Z.table('p1')]]) };
  }
  it('Kevin Uxbridge nullifies an Event in play, but never a Treaty', () => {
    const { built, state } = table();
    const [kevin, , probe, treaty] = built.ids.hand;
    expect(offered(state, kevin!).map((c) => (c as { target?: string }).target)).toEqual([probe]);
    expect(refused(state, play(kevin!, treaty))).toBe('INVALID_TARGET');
    const after = run(state, play(kevin!, probe));
    expect(ofType(after.events, 'CardMoved')).toEqual([
      { type: 'CardMoved', card: probe, from: Z.table('p1'), to: Z.discard('p1'), faceUp: true, reason: 'nullified by Kevin Uxbridge', rule: RULES.cardEffects },
    ]);
  });
  it('The Devil discards a Treaty, but not another Event', () => {
    const { built, state } = table();
    const [, devil, probe, treaty] = built.ids.hand;
    expect(offered(state, devil!).map((c) => (c as { target?: string }).target)).toEqual([treaty]);
    expect(refused(state, play(devil!, probe))).toBe('INVALID_TARGET');
    expect(run(state, play(devil!, treaty)).state.cards[treaty!]!.zone).toBe(Z.discard('p1'));
  });
});

describe('an unscripted card takes no target', () => {
  it('Alien Probe (not scripted) with a target is refused; without one it plays as before', () => {
    const built = scene({ missions: ['Excavation'], hand: ['Alien Probe'] });
    expect(refused(built.state, play(built.ids.hand[0]!, 'p2'))).toBe('NO_TARGET');
    expect(run(built.state, play(built.ids.hand[0]!)).state.cards[built.ids.hand[0]!]!.zone).toBe(Z.table('p1'));
  });
});

describe('101_127 Life-form Scan and 101_123 Jaglom Shrek - Information Broker (interrupts: look at hidden cards)', () => {
  it('Life-form Scan: p1 is shown p2’s hand; p2 (who holds it) sees the same; a spectator learns only how many', () => {
    const built = scene({ missions: ['Excavation'], hand: ['Life-form Scan'], opponentHand: ['Archer', 'Tricorder'] });
    const { events } = run(built.state, play(built.ids.hand[0]!));
    const shown = ofType(events, 'CardsShown');
    expect(shown).toEqual([
      {
        type: 'CardsShown',
        to: 'p1',
        zone: Z.hand('p2'),
        cards: [
          { iid: built.ids.opponentHand[0], title: 'Archer' },
          { iid: built.ids.opponentHand[1], title: 'Tricorder' },
        ],
        source: built.ids.hand[0],
        rule: RULES.lookingAtCards,
      },
    ]);
    expect(redactEvent(built.state, shown[0]!, { player: 'p2' })).toEqual(shown[0]);
    expect(redactEvent(built.state, shown[0]!, 'spectator')).toEqual({ type: 'CardsShown', to: 'p1', zone: Z.hand('p2'), count: 2, source: built.ids.hand[0], rule: RULES.lookingAtCards });
  });
  it('Life-form Scan with an empty opposing hand shows nothing', () => {
    const built = scene({ missions: ['Excavation'], hand: ['Life-form Scan'] });
    expect(ofType(run(built.state, play(built.ids.hand[0]!)).events, 'CardsShown')[0]!.cards).toEqual([]);
  });
  it('Jaglom Shrek: p1 sees p2’s draw deck in order, unshuffled; p2 does not learn its order', () => {
    const built = scene({ missions: ['Excavation'], hand: ['Jaglom Shrek - Information Broker'] });
    const before = cardsIn(built.state, Z.draw('p2'));
    const { events, state } = run(built.state, play(built.ids.hand[0]!));
    const shown = ofType(events, 'CardsShown')[0]!;
    expect(shown.cards.map((c) => c.iid)).toEqual(before);
    expect(cardsIn(state, Z.draw('p2'))).toEqual(before);
    expect(redactEvent(built.state, shown, { player: 'p2' })).toMatchObject({ count: before.length });
  });
});
