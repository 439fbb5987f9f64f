/**
 * Issue 15 (lead): 155_026 Get It Done — an incident on your table; once each turn, two [TNG] cards from hand go beneath
 * your draw deck to choose one of three: a unique [TNG] personnel attributes all +2 until the end of the turn
 * (attribute-shifts.ts › raise-target-attributes-until-end-of-turn), a [TNG] ship RANGE +2 this turn, or the bottom three
 * personnel and ships of your discard pile shuffled into your draw deck; then a [TNG] card from hand is discarded, or the
 * incident (choice-conditions.ts › hand-holds gates the use).
 *   1E rulebook › THE CARDS › INCIDENTS; MISCELLANEOUS RULES › TURNS: "EACH", "EVERY", AND "FULL"; PERSONNEL (attributes).
 * given (Get It Done played from p1's hand; Geordi La Forge aboard the U.S.S. Galaxy at L1; [TNG] cards in hand) /
 * when (ActivateCard, MakeChoice) / then (where the hand cards went, Geordi's attributes, the Galaxy's RANGE left, the incident).
 */
import { memberOf } from '../attempt/requirements';
import { legalCommands } from '../legal';
import { ofType, person, realCard, withDeck } from '../testing/attempt-scene';
import { accepted, play, refused } from '../testing/scenario';
import type { Command, GameState } from '../types';
import { cardsIn, Z } from '../zones';
import { activate } from '../testing/commands';

const choose = (...chosen: string[]): Command => ({ type: 'MakeChoice', actor: 'p1', chosen });
const offersOf = (state: GameState, card: string) => legalCommands(state, 'p1').filter((command) => command.type === 'ActivateCard' && command.card === card);

/** Get It Done played onto p1's table; `hand` after it in p1's hand; Geordi aboard the Galaxy at L1. */
function table(hand: readonly string[], crew: readonly (string | ReturnType<typeof person>)[] = ['Geordi La Forge']) {
  const built = withDeck({ missions: ['Excavation'], ship: realCard('U.S.S. Galaxy'), crew, hand: ['Get It Done', ...hand] });
  const [card, ...rest] = built.hand as [string, ...string[]];
  const state = accepted(built.state, { type: 'PlayCard', actor: 'p1', card }).state;
  return { state, card, hand: rest, geordi: built.built.ids.crew[0]!, crew: built.built.ids.crew, galaxy: built.ship };
}

describe('155_026 Get It Done: two [TNG] cards beneath your deck to choose one of three, then a [TNG] card or the incident discarded', () => {
  it('applies: Geordi gets +2 to every attribute this turn; the two cards go beneath the deck; a third [TNG] card is discarded and the incident stays', () => {
    const { state, card, hand, geordi, galaxy } = table(['Tricorder', 'Medical Kit', 'Worf', 'Data', 'Tricorder']);
    const [tricorder, kit, worf, data, tricorder2] = hand as [string, string, string, string, string];
    expect(state.cards[card]!.zone).toBe(Z.table('p1'));
    expect(offersOf(state, card)).toEqual(expect.arrayContaining([activate(card, 'attributes', geordi), activate(card, 'range', galaxy), activate(card, 'reshuffle')]));
    const before = memberOf(state, geordi);
    const used = accepted(state, activate(card, 'attributes', geordi)).state;
    expect([...used.pendingChoice!.options].sort()).toEqual([tricorder, kit, worf, data, tricorder2].sort());
    const paid = accepted(used, choose(tricorder, kit)).state;
    const deck = cardsIn(paid, Z.draw('p1'));
    expect(deck.slice(-2).sort()).toEqual([tricorder, kit].sort());
    // The discard "after any use": any [TNG] card left in hand.
    expect([...paid.pendingChoice!.options].sort()).toEqual([worf, data, tricorder2].sort());
    const done = accepted(paid, choose(worf)).state;
    expect(done.cards[worf]!.zone).toBe(Z.discard('p1'));
    expect(done.cards[card]!.zone).toBe(Z.table('p1'));
    const after = memberOf(done, geordi);
    expect([after.integrity, after.cunning, after.strength]).toEqual([before.integrity + 2, before.cunning + 2, before.strength + 2]);
    // Once each turn, whichever of the three choices (two [TNG] cards are still in hand).
    expect(offersOf(done, card)).toEqual([]);
    expect(refused(done, activate(card, 'reshuffle'))).toBe('ONCE_PER_TURN');
    // Until the end of the turn only.
    const next = play(done, [{ type: 'EndTurn', actor: 'p1' }]).state;
    const later = memberOf({ ...next, turn: { ...next.turn!, number: next.turn!.number + 1 } }, geordi);
    expect([later.integrity, later.cunning, later.strength]).toEqual([before.integrity, before.cunning, before.strength]);
  });

  it('applies: the Galaxy gets RANGE +2 this turn; choosing no card to discard discards the incident instead', () => {
    const { state, card, hand, galaxy } = table(['Tricorder', 'Medical Kit', 'Worf']);
    const [tricorder, kit] = hand as [string, string, string];
    const paid = play(state, [activate(card, 'range', galaxy), choose(tricorder, kit)]);
    expect(ofType(paid.events, 'ShipRangeExtended')).toEqual([expect.objectContaining({ ship: galaxy, range: 2, source: card })]);
    const done = accepted(paid.state, choose()).state;
    expect(done.cards[card]!.zone).toBe(Z.discard('p1'));
  });

  it('applies: the bottom personnel and ships of the discard pile are shuffled into the deck; with no [TNG] card left, the incident is discarded', () => {
    const { state, card, hand } = table(['Tricorder', 'Medical Kit', 'Data']);
    const [tricorder, kit, data] = hand as [string, string, string];
    const discarded: GameState = { ...state, cards: { ...state.cards, [data]: { ...state.cards[data]!, zone: Z.discard('p1') } }, zones: { ...state.zones, [Z.hand('p1')]: cardsIn(state, Z.hand('p1')).filter((iid) => iid !== data), [Z.discard('p1')]: [data] } };
    // Exactly two [TNG] cards: the engine makes the pick nobody can avoid.
    const done = play(discarded, [activate(card, 'reshuffle')]).state;
    expect(cardsIn(done, Z.draw('p1'))).toEqual(expect.arrayContaining([tricorder, kit]));
    expect(done.cards[data]!.zone).toBe(Z.draw('p1'));
    expect(done.cards[card]!.zone).toBe(Z.discard('p1'));
  });

  it('does not apply: one [TNG] card in hand (a [DS9] card does not count) offers no use', () => {
    const { state, card, geordi } = table(['Tricorder', 'Quark']);
    expect(offersOf(state, card)).toEqual([]);
    expect(refused(state, activate(card, 'attributes', geordi))).not.toBeNull();
  });

  it('does not apply: a [DS9] personnel and a universal [TNG] personnel are no targets of the attributes choice', () => {
    const universal = { ...person({ skills: 'ENGINEER' }), property: 'TNG', universal: true };
    const { state, card, crew } = table(['Tricorder', 'Medical Kit'], ['Geordi La Forge', 'Kira Nerys', universal]);
    const [geordi, kira, drone] = crew as [string, string, string];
    const targets = offersOf(state, card).flatMap((command) => (command.type === 'ActivateCard' && command.ability === 'attributes' ? [command.target] : []));
    expect(targets).toEqual([geordi]);
    expect(refused(state, activate(card, 'attributes', kira))).toBe('INVALID_TARGET');
    expect(refused(state, activate(card, 'attributes', drone))).toBe('INVALID_TARGET');
  });
});
