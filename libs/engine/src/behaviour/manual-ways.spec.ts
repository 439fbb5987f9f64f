/**
 * Issue 15 (lead, twentieth session): a way of playing a card left to manual effects (`CardBehaviour.manualWay`,
 * `PlayCard { manualWay: true }`, behaviour/manual-ways.ts) beside a scripted way. The manual way plays as an unscripted
 * card plays: no target, the normal card play for an Incident or Objective, to its player's table; the opponent may
 * respond; nothing scripted resolves; its player declares the effect as a manual effect.
 *   1E rulebook › THE CARDS (a card with "OR": one way or the other); THE PLAY PHASE › Alternating Actions; platform
 *   rule › manual effects. Scripted way: 1E rulebook › DRAWING CARDS ("up to"); Glossary › skills (multipliers count).
 * Cards: War Council (123_067: its second way scripted — a crew or Away Team with four levels of Treachery draws up to
 * three; its first way manual), Ancient Citadel (223_027: its first way manual).
 * given (an Away Team of p1 on the planet, the card in hand, the card-play stage) / when (PlayCard, its manual way or
 * its scripted way; a manual effect; BeginOrders) / then (offers, where the card goes, draws, refusals' codes).
 */
import { check } from '../decide';
import { legalCommands } from '../legal';
import { ofType, scene } from '../testing/attempt-scene';
import { accepted, play, refused } from '../testing/scenario';
import type { Command, GameState } from '../types';
import { Z } from '../zones';
import { playCard as playOn } from '../testing/commands';

const manualWay = (card: string): Command => ({ type: 'PlayCard', actor: 'p1', card, manualWay: true });

function table(skills: readonly string[], title = 'War Council') {
  const built = scene({ missions: ['Excavation'], awayTeam: skills.map((one) => ({ skills: one })), hand: [title, 'Excavation'] });
  return { state: built.state, card: built.ids.hand[0]!, notScripted: built.ids.hand[1]!, first: built.ids.awayTeam[0]! };
}
const handSize = (state: GameState) => Object.values(state.cards).filter((instance) => instance.zone === Z.hand('p1')).length;

describe('123_067 War Council (second way scripted): on your crew or Away Team with four Treachery in all, draw up to three, then discarded', () => {
  it('applies: Treachery x2 and two with Treachery (four levels) — played on them, up to three drawn, the incident discarded', () => {
    const { state, card, first } = table(['Treachery x2', 'Treachery', 'Treachery OFFICER']);
    expect(legalCommands(state, 'p1')).toContainEqual(playOn(card, first));
    const played = accepted(state, playOn(card, first));
    const options = ofType(played.events, 'ChoiceAwaited')[0]!.options;
    const drawn = play(played.state, [{ type: 'MakeChoice', actor: 'p1', chosen: [options[options.length - 1]!] }]);
    expect(ofType(drawn.events, 'CardsDrawn')[0]!.cards).toHaveLength(3);
    expect(drawn.state.cards[card]!.zone).toBe(Z.discard('p1'));
  });

  it('does not apply: three levels of Treachery in all (and an OFFICER) — no target, not offered', () => {
    const { state, card, first } = table(['Treachery x2', 'Treachery', 'OFFICER']);
    expect(legalCommands(state, 'p1')).not.toContainEqual(playOn(card, first));
    expect(refused(state, playOn(card, first))).toBe('INVALID_TARGET');
  });
});

describe('123_067 War Council (first way, manual): PlayCard { manualWay: true }', () => {
  it('applies: offered with no crew that qualifies for the scripted way; played to the table with the normal card play, nothing drawn, then declared', () => {
    const { state, card } = table(['OFFICER']);
    const offers = legalCommands(state, 'p1');
    expect(offers).toContainEqual(manualWay(card));
    expect(offers.filter((offer) => offer.type === 'PlayCard' && offer.card === card)).toEqual([manualWay(card)]);
    const before = handSize(state);
    const played = accepted(state, manualWay(card));
    expect(ofType(played.events, 'CardPlayed')[0]).toEqual(expect.objectContaining({ card, to: Z.table('p1'), normalCardPlay: true, manualWay: true }));
    expect(ofType(played.events, 'ChoiceAwaited')).toEqual([]);
    expect(ofType(played.events, 'CardsDrawn')).toEqual([]);
    expect(played.state.cards[card]!.zone).toBe(Z.table('p1'));
    expect(handSize(played.state)).toBe(before - 1);
    expect(played.state.turn!.normalCardPlayUsed).toBe(true);
    // Its player declares what the card does (here: nothing beyond lying in play), the opponent accepts.
    const declared = accepted(played.state, { type: 'DeclareManualEffect', actor: 'p1', source: card, description: 'War Council, first way, on my Non-Aligned outpost', primitives: [{ kind: 'reveal', card }] });
    expect(declared.state.pendingManual).toBeDefined();
  });

  it('the opponent may respond to it; closing their window resolves nothing scripted', () => {
    const { state, card } = table(['Treachery x2', 'Treachery', 'Treachery OFFICER']);
    const asking = accepted(state, { type: 'SetAutoPass', actor: 'p2', on: false }).state;
    const played = accepted(asking, manualWay(card));
    expect(played.state.windows?.[0]).toEqual(expect.objectContaining({ action: 'card-played', card, player: 'p2', manualWay: true }));
    const passed = accepted(played.state, { type: 'PassResponse', actor: 'p2' });
    expect(ofType(passed.events, 'ChoiceAwaited')).toEqual([]);
    expect(passed.state.windows ?? []).toEqual([]);
    expect(passed.state.cards[card]!.zone).toBe(Z.table('p1'));
  });

  it('does not apply: once orders have begun (the normal card play is forfeited), with a target, or for a card with no manual way', () => {
    const { state, card, first, notScripted } = table(['OFFICER']);
    const orders = accepted(state, { type: 'BeginOrders', actor: 'p1' }).state;
    expect(legalCommands(orders, 'p1')).not.toContainEqual(manualWay(card));
    expect(refused(orders, manualWay(card))).toBe('CARD_PLAY_FORFEITED');
    expect(refused(state, { ...manualWay(card), target: first } as Command)).toBe('MANUAL_WAY_TAKES_NO_TARGET');
    expect(refused(state, manualWay(notScripted))).toBe('NO_MANUAL_WAY');
    // it names an opponent's card the sender cannot see: refused without a word about it (refusal-sight.ts); the rule check says NOT_YOUR_TURN
    expect(refused(state, { type: 'PlayCard', actor: 'p2', card, manualWay: true })).toBe('CARD_NOT_SEEN');
    expect(check(state, { type: 'PlayCard', actor: 'p2', card, manualWay: true })?.code).toBe('NOT_YOUR_TURN');
  });
});

describe('223_027 Ancient Citadel (first way, manual): PlayCard { manualWay: true }', () => {
  it('applies: offered and played to the table as the normal card play, drawing nothing', () => {
    const { state, card } = table(['OFFICER'], 'Ancient Citadel');
    expect(legalCommands(state, 'p1')).toContainEqual(manualWay(card));
    const played = accepted(state, manualWay(card));
    expect(played.state.cards[card]!.zone).toBe(Z.table('p1'));
    expect(ofType(played.events, 'ChoiceAwaited')).toEqual([]);
  });

  it('does not apply: a second card play in the same turn is refused', () => {
    const { state, card } = table(['OFFICER'], 'Ancient Citadel');
    const withPlayUsed: GameState = { ...state, turn: { ...state.turn!, normalCardPlayUsed: true } };
    expect(refused(withPlayUsed, manualWay(card))).toBe('NORMAL_CARD_PLAY_USED');
  });
});

describe('106_001 Data Laughing (its other modes, manual): an Interrupt played its manual way', () => {
  function interruptTable() {
    const built = scene({ missions: ['Excavation'], awayTeam: [{ skills: 'OFFICER' }], hand: ['Data Laughing', 'War Council'] });
    return { state: built.state, card: built.ids.hand[0]!, council: built.ids.hand[1]! };
  }

  it('applies: at any time of its player’s turn, orders begun too — to the discard pile, no normal card play used', () => {
    const { state, card } = interruptTable();
    const orders = accepted(state, { type: 'BeginOrders', actor: 'p1' }).state;
    expect(legalCommands(orders, 'p1')).toContainEqual(manualWay(card));
    const played = accepted(orders, manualWay(card));
    expect(ofType(played.events, 'CardPlayed')[0]).toEqual(expect.objectContaining({ card, to: Z.discard('p1'), normalCardPlay: false, manualWay: true }));
  });

  it('does not apply: inside a response window (there, a manual-effect response), nor on the opponent’s turn', () => {
    const { state, card, council } = interruptTable();
    const asking = accepted(state, { type: 'SetAutoPass', actor: 'p2', on: false }).state;
    const windowOpen = accepted(asking, manualWay(council)).state;
    expect(windowOpen.windows?.length).toBe(1);
    expect(refused(windowOpen, manualWay(card))).toBe('MANUAL_WAY_IN_WINDOW');
    expect(legalCommands(windowOpen, 'p1')).not.toContainEqual(manualWay(card));
    const theirTurn: GameState = { ...state, turn: { ...state.turn!, player: 'p2' } };
    expect(refused(theirTurn, manualWay(card))).toBe('NOT_YOUR_TURN');
  });
});
