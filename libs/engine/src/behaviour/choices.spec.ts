/**
 * Issue 15 (choices): a choice made after cards are looked at or revealed (behaviour/choices.ts). Each
 * scene: given (the table) / when (the card used, then the chooser's MakeChoice) / then (who waits,
 * what they see, where the cards go) — where the card applies and where it does not.
 *   1E rulebook › MISCELLANEOUS RULES › LOOKING AT CARDS; THE CARDS › EVENTS, INTERRUPTS.
 */
import type { Card } from '@captains-log/cards';
import { legalCommands } from '../legal';
import { ofType, person, scene } from '../testing/attempt-scene';
import { accepted, moved, refused } from '../testing/scenario';
import type { Command, GameEvent, GameState } from '../types';
import { redactEvent, view } from '../view';
import { Z } from '../zones';

const withIcons = (card: Card, codes: readonly string[]): Card => ({ ...card, icons: [...card.icons, ...codes.map((code) => ({ code, name: code, category: 'test' }))] });
const choose = (actor: 'p1' | 'p2', chosen: readonly string[]): Command => ({ type: 'MakeChoice', actor, chosen });
const zoneOf = (state: GameState, iid: string) => state.cards[iid]!.zone;

describe('191_015 Will You Kindly Die? (once each turn, with your hand empty, the opponent discards one of their universal personnel in play: their pick)', () => {
  function kindlyScene(opposing: readonly Card[], extraHand: readonly string[] = []) {
    const built = scene({ missions: ['Excavation'], awayTeam: [{ skills: 'OFFICER' }], hand: ['191_015', ...extraHand], opponentHand: [...opposing] });
    const card = built.ids.hand[0]!;
    const state = moved(built.state, [[card, Z.table('p1')], ...built.ids.opponentHand.map((iid) => [iid, Z.surface('L1')] as [string, string])]);
    return { state, card, opposing: built.ids.opponentHand, extra: built.ids.hand.slice(1) };
  }
  const use = (card: string): Command => ({ type: 'ActivateCard', actor: 'p1', card, ability: 'make-discard' });

  it('the opponent waits to pick among their universal personnel (not the unique one); only they may answer; the pick is discarded', () => {
    const unique = { ...person({ title: 'Unique Opponent' }), universal: false };
    const { state, card, opposing } = kindlyScene([person({}), person({}), unique]);
    const { events, state: waiting } = accepted(state, use(card));
    expect(ofType(events, 'ChoiceAwaited')).toEqual([expect.objectContaining({ player: 'p2', owner: 'p1', source: card, options: [opposing[0], opposing[1]], min: 1, max: 1, hidden: false })]);
    expect(waiting.awaiting).toEqual([{ player: 'p2', kind: 'make-choice' }]);
    // the chooser is offered one command per option; the other player only concedes
    expect(legalCommands(waiting, 'p2')).toEqual([choose('p2', [opposing[0]!]), choose('p2', [opposing[1]!]), { type: 'Concede', actor: 'p2' }]);
    expect(legalCommands(waiting, 'p1')).toEqual([{ type: 'Concede', actor: 'p1' }]);
    expect(refused(waiting, { type: 'EndTurn', actor: 'p1' } as Command)).toBe('AWAITING_CHOICE');
    expect(refused(waiting, choose('p1', [opposing[0]!]))).toBe('NOT_YOUR_DECISION');
    expect(refused(waiting, choose('p2', [opposing[2]!]))).toBe('INVALID_CHOICE');
    const after = accepted(waiting, choose('p2', [opposing[1]!]));
    expect(ofType(after.events, 'CardsChosen')).toEqual([expect.objectContaining({ player: 'p2', chosen: [opposing[1]] })]);
    expect([zoneOf(after.state, opposing[0]!), zoneOf(after.state, opposing[1]!), zoneOf(after.state, opposing[2]!)]).toEqual([Z.surface('L1'), Z.discard('p2'), Z.surface('L1')]);
    expect(after.state.pendingChoice).toBeNull();
    expect(after.state.awaiting).toEqual(state.awaiting);
    // once each turn
    expect(refused(after.state, use(card))).not.toBeNull();
  });
  it('one universal personnel only: no choice to wait for, it is discarded at once', () => {
    const { state, card, opposing } = kindlyScene([person({})]);
    const { events, state: after } = accepted(state, use(card));
    expect(ofType(events, 'ChoiceAwaited')).toEqual([]);
    expect(ofType(events, 'CardsChosen')).toEqual([expect.objectContaining({ player: 'p2', chosen: [opposing[0]] })]);
    expect(zoneOf(after, opposing[0]!)).toBe(Z.discard('p2'));
    expect(after.pendingChoice ?? null).toBeNull();
  });
  it('not while you hold a card in hand', () => {
    const { state, card } = kindlyScene([person({})], ['Kevin Uxbridge']);
    expect(refused(state, use(card))).toBe('ABILITY_CONDITION');
  });
});

describe('123_049 Kal-Toh (once each turn, unless Alien Probe is in play: you discard a card from hand, the opponent must discard one of its card type, else Kal-Toh is discarded)', () => {
  function kalScene(opponentHand: readonly string[], withProbe = false) {
    const built = scene({ missions: ['Excavation'], hand: ['123_049', 'Kevin Uxbridge', ...(withProbe ? ['Alien Probe'] : [])], opponentHand: [...opponentHand] });
    const [card, mine, probe] = built.ids.hand as [string, string, string | undefined];
    const state = moved(built.state, [[card, Z.table('p1')], ...(probe ? [[probe, Z.table('p1')] as [string, string]] : [])]);
    return { state, card, mine, theirs: built.ids.opponentHand };
  }
  const use = (card: string, target: string): Command => ({ type: 'ActivateCard', actor: 'p1', card, ability: 'match-discard', target });

  it('your interrupt discarded: the opponent picks one of their interrupts (not the event); the pick is hidden from you', () => {
    const { state, card, mine, theirs } = kalScene(['Amanda Rogers', 'The Juggler', 'Red Alert!']);
    const { state: waiting, events } = accepted(state, use(card, mine));
    expect(zoneOf(waiting, mine)).toBe(Z.discard('p1'));
    const awaited = ofType(events, 'ChoiceAwaited')[0]!;
    expect(awaited).toEqual(expect.objectContaining({ player: 'p2', options: [theirs[0], theirs[1]], hidden: true }));
    // hidden information: the card's player sees how many, the chooser sees which (view and log)
    expect(view(waiting, { player: 'p1' }).pendingChoice).toEqual({ player: 'p2', source: card, count: 2 });
    expect(view(waiting, { player: 'p2' }).pendingChoice).toEqual(expect.objectContaining({ options: [theirs[0], theirs[1]] }));
    expect(redactEvent(state, awaited as GameEvent, { player: 'p1' })).not.toHaveProperty('options');
    expect(redactEvent(state, awaited as GameEvent, { player: 'p2' })).toHaveProperty('options', [theirs[0], theirs[1]]);
    expect(refused(waiting, choose('p2', [theirs[2]!]))).toBe('INVALID_CHOICE');
    const after = accepted(waiting, choose('p2', [theirs[1]!]));
    expect([zoneOf(after.state, theirs[0]!), zoneOf(after.state, theirs[1]!), zoneOf(after.state, card)]).toEqual([Z.hand('p2'), Z.discard('p2'), Z.table('p1')]);
  });
  it('the opponent holds no card of that type: Kal-Toh is discarded', () => {
    const { state, card, mine, theirs } = kalScene(['Red Alert!']);
    const { state: after } = accepted(state, use(card, mine));
    expect([zoneOf(after, card), zoneOf(after, theirs[0]!)]).toEqual([Z.discard('p1'), Z.hand('p2')]);
    expect(after.pendingChoice ?? null).toBeNull();
  });
  it('not while Alien Probe is in play', () => {
    const { state, card, mine } = kalScene(['Amanda Rogers'], true);
    expect(refused(state, use(card, mine))).toBe('ABILITY_CONDITION');
  });
});

describe('119_033 Burial Ground (on a player: they pick a card of their discard pile; it and every card of its type there go out of play)', () => {
  function burialScene() {
    const built = scene({ missions: ['Excavation'], hand: ['119_033'], opponentHand: [person({}), person({}), 'Red Alert!'] });
    const state = moved(built.state, built.ids.opponentHand.map((iid) => [iid, Z.discard('p2')] as [string, string]));
    return { state, card: built.ids.hand[0]!, pile: built.ids.opponentHand };
  }
  const playOn = (card: string, target: 'p1' | 'p2'): Command => ({ type: 'PlayCard', actor: 'p1', card, target });

  it('the targeted player picks a personnel: both personnel go out of play, the event stays', () => {
    const { state, card, pile } = burialScene();
    const { state: waiting } = accepted(state, playOn(card, 'p2'));
    expect(waiting.pendingChoice).toEqual(expect.objectContaining({ player: 'p2', options: pile }));
    const { state: after } = accepted(waiting, choose('p2', [pile[0]!]));
    expect(pile.map((iid) => zoneOf(after, iid))).toEqual([Z.out('p2'), Z.out('p2'), Z.discard('p2')]);
  });
  it('picking the event buries it alone', () => {
    const { state, card, pile } = burialScene();
    const { state: after } = accepted(accepted(state, playOn(card, 'p2')).state, choose('p2', [pile[2]!]));
    expect(pile.map((iid) => zoneOf(after, iid))).toEqual([Z.discard('p2'), Z.discard('p2'), Z.out('p2')]);
  });
  it('on a player with an empty discard pile nothing happens (no wait)', () => {
    const { state, card } = burialScene();
    const { state: after, events } = accepted(state, playOn(card, 'p1'));
    expect(ofType(events, 'ChoiceAwaited')).toEqual([]);
    expect(after.pendingChoice ?? null).toBeNull();
  });
});

describe('125_035 All Threes (two sets of three revealed from your deck: one to hand, the other discarded; the opponent picks unless you have a Data in play)', () => {
  function threesScene(withData: boolean) {
    const built = scene({ missions: ['Excavation'], awayTeam: withData ? [person({ title: 'Data' })] : [{ skills: 'OFFICER' }], hand: ['125_035'] });
    return { state: built.state, card: built.ids.hand[0]!, top: built.state.zones[Z.draw('p1')]!.slice(0, 6) };
  }
  const playIt = (card: string): Command => ({ type: 'PlayCard', actor: 'p1', card });

  it('revealed to both players; the opponent picks a set: that set to your hand, the other to your discard pile', () => {
    const { state, card, top } = threesScene(false);
    const { state: waiting, events } = accepted(state, playIt(card));
    expect(ofType(events, 'CardsShown').map((shown) => shown.to)).toEqual(['p1', 'p2']);
    const first = top.slice(0, 3).join('+');
    const second = top.slice(3).join('+');
    expect(waiting.pendingChoice).toEqual(expect.objectContaining({ player: 'p2', options: [first, second], hidden: false }));
    const { state: after } = accepted(waiting, choose('p2', [second]));
    expect(top.map((iid) => zoneOf(after, iid))).toEqual([Z.discard('p1'), Z.discard('p1'), Z.discard('p1'), Z.hand('p1'), Z.hand('p1'), Z.hand('p1')]);
  });
  it('with your Data in play you pick', () => {
    const { state, card } = threesScene(true);
    const { state: waiting } = accepted(state, playIt(card));
    expect(waiting.pendingChoice?.player).toBe('p1');
  });
});

describe('128_003 Temporal Shifting (on a player: they discard an [AU] card and draw four, or discard three cards)', () => {
  const au = () => withIcons(person({ title: 'Time Traveller' }), ['AU']);
  function shiftScene(opponentHand: readonly Card[]) {
    // Temporal Shifting shows [AU]: p1's Alternate Universe Door lets it play (alternate-universe.ts).
    const built = scene({ missions: ['Excavation'], hand: ['128_003'], opponentHand: [...opponentHand], auDoor: ['p1'] });
    return { state: built.state, card: built.ids.hand[0]!, theirs: built.ids.opponentHand };
  }
  const playOn = (card: string): Command => ({ type: 'PlayCard', actor: 'p1', card, target: 'p2' });

  it('the [AU] card discarded: four cards drawn', () => {
    const { state, card, theirs } = shiftScene([au(), person({}), person({}), person({})]);
    const { state: waiting } = accepted(state, playOn(card));
    expect(waiting.pendingChoice).toEqual(expect.objectContaining({ player: 'p2', options: [theirs[0]], min: 0, max: 1 }));
    expect(legalCommands(waiting, 'p2')).toEqual([choose('p2', []), choose('p2', [theirs[0]!]), { type: 'Concede', actor: 'p2' }]);
    const { state: after, events } = accepted(waiting, choose('p2', [theirs[0]!]));
    expect(zoneOf(after, theirs[0]!)).toBe(Z.discard('p2'));
    expect(ofType(events, 'CardsDrawn')).toEqual([expect.objectContaining({ player: 'p2', cards: state.zones[Z.draw('p2')]!.slice(0, 4) })]);
  });
  it('no [AU] card chosen: three cards of their choice discarded instead', () => {
    const { state, card, theirs } = shiftScene([au(), person({}), person({}), person({})]);
    const { state: waiting } = accepted(accepted(state, playOn(card)).state, choose('p2', []));
    expect(waiting.pendingChoice).toEqual(expect.objectContaining({ player: 'p2', options: theirs, min: 3, max: 3 }));
    const { state: after, events } = accepted(waiting, choose('p2', [theirs[1]!, theirs[2]!, theirs[3]!]));
    expect(theirs.map((iid) => zoneOf(after, iid))).toEqual([Z.hand('p2'), Z.discard('p2'), Z.discard('p2'), Z.discard('p2')]);
    expect(ofType(events, 'CardsDrawn')).toEqual([]);
  });
  it('no [AU] card in hand and only three cards: all three discarded at once', () => {
    const { state, card, theirs } = shiftScene([person({}), person({}), person({})]);
    const { state: after } = accepted(state, playOn(card));
    expect(theirs.map((iid) => zoneOf(after, iid))).toEqual([Z.discard('p2'), Z.discard('p2'), Z.discard('p2')]);
    expect(after.pendingChoice ?? null).toBeNull();
  });
});

describe('172_019 Stalling for Time (once each turn, on a location, with three [TNG][Maq] personnel of yours in play: the opponent returns one of their personnel there to hand, their pick)', () => {
  const maquis = () => withIcons(person({ affiliation: 'Non-Aligned' }), ['TNG', 'Maq']);
  function stallScene(yours: number) {
    const built = scene({ missions: ['Excavation', 'Evacuation'], awayTeam: Array.from({ length: yours }, maquis), hand: ['172_019'], opponentHand: [person({}), person({}), person({})] });
    const [a, b, elsewhere] = built.ids.opponentHand as [string, string, string];
    const state = moved(built.state, [[a, Z.surface('L1')], [b, Z.surface('L1')], [elsewhere, Z.surface('L2')]]);
    return { state, card: built.ids.hand[0]!, here: [a, b], elsewhere };
  }
  const playAt = (card: string, target: string): Command => ({ type: 'PlayCard', actor: 'p1', card, target });

  it('the opponent picks one of their two personnel at that location (not the one elsewhere): it returns to their hand', () => {
    const { state, card, here, elsewhere } = stallScene(3);
    const { state: waiting } = accepted(state, playAt(card, 'L1'));
    expect(waiting.pendingChoice).toEqual(expect.objectContaining({ player: 'p2', options: here }));
    const { state: after } = accepted(waiting, choose('p2', [here[0]!]));
    expect([zoneOf(after, here[0]!), zoneOf(after, here[1]!), zoneOf(after, elsewhere)]).toEqual([Z.hand('p2'), Z.surface('L1'), Z.surface('L2')]);
  });
  it('not with only two such personnel of yours in play', () => {
    const { state, card } = stallScene(2);
    expect(refused(state, playAt(card, 'L1'))).toBe('PLAY_CONDITION');
  });
});

describe('212_015 Recreation Room (once each turn, when you play a unique [OS] card: draw a card, then put a card of your hand beneath your deck)', () => {
  function roomScene(icons: readonly string[]) {
    const built = scene({ missions: ['Excavation'], hand: ['212_015', 'Federation Outpost', withIcons({ ...person({ title: 'Unique Officer' }), universal: false }, icons), 'Kevin Uxbridge'] });
    const [room, outpost, officer, kept] = built.ids.hand as [string, string, string, string];
    return { state: moved(built.state, [[room, Z.table('p1')], [outpost, Z.space('L1')]]), outpost, officer, kept };
  }
  const report = (card: string, facility: string): Command => ({ type: 'ReportForDuty', actor: 'p1', card, facility });

  it('a unique [OS] personnel reported: one card drawn, then you pick a hand card to go beneath your draw deck', () => {
    const { state, outpost, officer, kept } = roomScene(['OS']);
    const top = state.zones[Z.draw('p1')]![0]!;
    const { state: waiting, events } = accepted(state, report(officer, outpost));
    expect(ofType(events, 'CardsDrawn')).toEqual([expect.objectContaining({ player: 'p1', cards: [top] })]);
    expect(waiting.pendingChoice).toEqual(expect.objectContaining({ player: 'p1', options: [kept, top], hidden: true }));
    // your own hand: nothing is shown again; the opponent sees only how many
    expect(ofType(events, 'CardsShown')).toEqual([]);
    expect(view(waiting, { player: 'p2' }).pendingChoice).toEqual(expect.objectContaining({ count: 2 }));
    const { state: after } = accepted(waiting, choose('p1', [kept]));
    const deck = after.zones[Z.draw('p1')]!;
    expect(deck[deck.length - 1]).toBe(kept);
    expect(zoneOf(after, top)).toBe(Z.hand('p1'));
  });
  it('not for a personnel without [OS]: nothing drawn, no pick', () => {
    const { state, outpost, officer } = roomScene([]);
    const { state: after, events } = accepted(state, report(officer, outpost));
    expect(ofType(events, 'CardsDrawn')).toEqual([]);
    expect(after.pendingChoice ?? null).toBeNull();
  });
});

describe('123_077 The Power (once each turn: draw one; or draw two and discard one of them, your pick; or draw three and discard one of them, the opponent picks)', () => {
  function powerScene() {
    const built = scene({ missions: ['Excavation'], hand: ['The Power', 'The Power', 'Kevin Uxbridge'] });
    return { state: built.state, power: built.ids.hand[0]!, second: built.ids.hand[1]!, kept: built.ids.hand[2]!, top: built.state.zones[Z.draw('p1')]!.slice(0, 3) };
  }
  const playIt = (card: string, mode?: number): Command => ({ type: 'PlayCard', actor: 'p1', card, ...(mode !== undefined ? { mode } : {}) });

  it('way 1: two drawn, you pick one of those two (not an older hand card) to discard', () => {
    const { state, power, kept, top } = powerScene();
    const { state: waiting } = accepted(state, playIt(power, 1));
    expect(waiting.pendingChoice).toEqual(expect.objectContaining({ player: 'p1', options: [top[0], top[1]] }));
    expect(refused(waiting, choose('p1', [kept]))).toBe('INVALID_CHOICE');
    const { state: after } = accepted(waiting, choose('p1', [top[1]!]));
    expect([zoneOf(after, top[0]!), zoneOf(after, top[1]!)]).toEqual([Z.hand('p1'), Z.discard('p1')]);
  });
  it('way 2: three drawn, shown to the opponent, who picks the one discarded', () => {
    const { state, power, top } = powerScene();
    const { state: waiting, events } = accepted(state, playIt(power, 2));
    expect(ofType(events, 'CardsShown')).toEqual([expect.objectContaining({ to: 'p2', zone: Z.hand('p1'), cards: top.map((iid) => expect.objectContaining({ iid })) })]);
    expect(waiting.pendingChoice).toEqual(expect.objectContaining({ player: 'p2', options: top }));
    expect(view(waiting, { player: 'p2' }).pendingChoice).toEqual(expect.objectContaining({ options: top }));
    const { state: after } = accepted(waiting, choose('p2', [top[0]!]));
    expect(top.map((iid) => zoneOf(after, iid))).toEqual([Z.discard('p1'), Z.hand('p1'), Z.hand('p1')]);
  });
  it('way 0: one card drawn, no pick; a second copy the same turn is refused', () => {
    const { state, power, second, top } = powerScene();
    const { state: after } = accepted(state, playIt(power, 0));
    expect(zoneOf(after, top[0]!)).toBe(Z.hand('p1'));
    expect(after.pendingChoice ?? null).toBeNull();
    expect(refused(after, playIt(second, 1))).not.toBeNull();
  });
});

describe('195_006 Neuropressure Massage (end of your turn, all your personnel Vulcan: you may draw two and put one of them beneath your deck)', () => {
  function massageScene(species: readonly string[]) {
    const built = scene({ missions: ['Excavation'], awayTeam: species.map((one) => person({ ch: [one] })), hand: ['195_006'] });
    return { state: moved(built.state, [[built.ids.hand[0]!, Z.table('p1')]]), top: built.state.zones[Z.draw('p1')]!.slice(0, 3) };
  }
  const end = (decline?: true): Command => ({ type: 'EndTurn', actor: 'p1', ...(decline ? { decline } : {}) });

  it('only Vulcans: two more cards drawn, you pick one of them to go beneath the deck before the next turn goes on', () => {
    const { state, top } = massageScene(['Vulcan', 'Vulcan']);
    const { state: waiting } = accepted(state, end());
    // the two drawn by the event (the end-of-turn draw, the third, follows): the pick waits into the next turn
    expect(waiting.pendingChoice).toEqual(expect.objectContaining({ player: 'p1', options: [top[0], top[1]] }));
    expect(waiting.turn?.player).toBe('p2');
    expect(waiting.awaiting).toEqual([{ player: 'p1', kind: 'make-choice' }]);
    expect(legalCommands(waiting, 'p2')).toEqual([{ type: 'Concede', actor: 'p2' }]);
    const { state: after } = accepted(waiting, choose('p1', [top[1]!]));
    const deck = after.zones[Z.draw('p1')]!;
    expect(deck[deck.length - 1]).toBe(top[1]);
    expect([zoneOf(after, top[0]!), zoneOf(after, top[2]!)]).toEqual([Z.hand('p1'), Z.hand('p1')]);
    expect(after.awaiting).toEqual([{ player: 'p2', kind: 'turn' }]);
  });
  it('declined (EndTurn.decline): only the usual card drawn, no pick', () => {
    const { state } = massageScene(['Vulcan']);
    const { state: after, events } = accepted(state, end(true));
    expect(ofType(events, 'CardsDrawn').length).toBe(1);
    expect(after.pendingChoice ?? null).toBeNull();
  });
  it('a non-Vulcan personnel of yours in play: nothing more', () => {
    const { state } = massageScene(['Vulcan', 'Human']);
    const { state: after, events } = accepted(state, end());
    expect(ofType(events, 'CardsDrawn').length).toBe(1);
    expect(after.pendingChoice ?? null).toBeNull();
  });
});

describe('126_016 I Just Love Scanning for Life-forms (on a player: top three of their deck, six of yours, revealed; non-personnel discarded; you put the rest back in your order)', () => {
  /** The state with `cards` put on top of `player`'s draw deck, in that order (a test's set-up). */
  function atop(state: GameState, player: 'p1' | 'p2', cards: readonly string[]): GameState {
    const zone = Z.draw(player);
    const moved = Object.fromEntries(cards.map((iid) => [iid, { ...state.cards[iid]!, zone, faceUp: false }]));
    const zones: Record<string, readonly string[]> = { ...state.zones, [zone]: [...cards, ...state.zones[zone]!.filter((iid) => !cards.includes(iid))] };
    for (const iid of cards) zones[state.cards[iid]!.zone] = zones[state.cards[iid]!.zone]!.filter((one) => one !== iid);
    return { ...state, cards: { ...state.cards, ...moved }, zones };
  }
  function scanScene() {
    const built = scene({ missions: ['Excavation'], hand: ['126_016'], opponentHand: ['Kevin Uxbridge', 'Red Alert!'] });
    const [kevin, alert] = built.ids.opponentHand as [string, string];
    const state = atop(built.state, 'p2', [kevin, alert]);
    return { state, card: built.ids.hand[0]!, kevin, alert, deck: state.zones[Z.draw('p2')]! };
  }
  const playOn = (card: string, target: 'p1' | 'p2'): Command => ({ type: 'PlayCard', actor: 'p1', card, target });

  it("the opponent's top three revealed to both: the two non-personnel discarded, the one personnel left (nothing to order)", () => {
    const { state, card, kevin, alert, deck } = scanScene();
    const { state: after, events } = accepted(state, playOn(card, 'p2'));
    expect(ofType(events, 'CardsShown').map((shown) => [shown.to, shown.cards.length])).toEqual([['p1', 3], ['p2', 3]]);
    expect([zoneOf(after, kevin), zoneOf(after, alert), zoneOf(after, deck[2]!)]).toEqual([Z.discard('p2'), Z.discard('p2'), Z.draw('p2')]);
    expect(after.windowsPending?.arrange ?? null).toBeNull();
  });
  it('your own deck: six revealed, all personnel, and you put the six in order', () => {
    const { state, card } = scanScene();
    const mine = state.zones[Z.draw('p1')]!.slice(0, 6);
    const { state: waiting } = accepted(state, playOn(card, 'p1'));
    expect(waiting.windowsPending?.arrange).toEqual(expect.objectContaining({ player: 'p1', zone: Z.draw('p1'), count: 6 }));
    const order = [...mine].reverse();
    const { state: after } = accepted(waiting, { type: 'ArrangeCards', actor: 'p1', order });
    expect(after.zones[Z.draw('p1')]!.slice(0, 6)).toEqual(order);
  });
});

describe('178_024 Cellular Peptide Cake (at any time: an opponent’s Event back to hand; then discard an Event from hand and take the cake back, or discard the cake)', () => {
  function cakeScene(myHand: readonly string[]) {
    const built = scene({ missions: ['Excavation'], hand: ['178_024', ...myHand], opponentHand: ['Red Alert!', 'Five-Year Mission'] });
    const cake = built.ids.hand[0]!;
    const [alert, fiveYear] = built.ids.opponentHand as [string, string];
    const state = moved(built.state, [[cake, Z.table('p1')], [alert, Z.table('p2')], [fiveYear, Z.table('p2')]]);
    return { state, cake, alert, fiveYear, mine: built.ids.hand.slice(1) };
  }
  const use = (cake: string, target: string): Command => ({ type: 'ActivateCard', actor: 'p1', card: cake, ability: 'return-event', target });

  it('Red Alert! back to its owner’s hand; you discard your Event and the cake returns to your hand', () => {
    const { state, cake, alert, mine } = cakeScene(['Red Alert!']);
    const { state: waiting } = accepted(state, use(cake, alert));
    expect(zoneOf(waiting, alert)).toBe(Z.hand('p2'));
    expect(waiting.pendingChoice).toEqual(expect.objectContaining({ player: 'p1', options: mine, min: 0, max: 1 }));
    const { state: after } = accepted(waiting, choose('p1', [mine[0]!]));
    expect([zoneOf(after, mine[0]!), zoneOf(after, cake)]).toEqual([Z.discard('p1'), Z.hand('p1')]);
  });
  it('no Event discarded: the cake is discarded', () => {
    const { state, cake, alert, mine } = cakeScene(['Red Alert!']);
    const { state: after } = accepted(accepted(state, use(cake, alert)).state, choose('p1', []));
    expect([zoneOf(after, mine[0]!), zoneOf(after, cake)]).toEqual([Z.hand('p1'), Z.discard('p1')]);
  });
  it('not an event immune to Kevin Uxbridge (Five-Year Mission), nor your own', () => {
    const { state, cake, fiveYear } = cakeScene([]);
    expect(refused(state, use(cake, fiveYear))).not.toBeNull();
    expect(refused(state, use(cake, cake))).not.toBeNull();
  });
});
