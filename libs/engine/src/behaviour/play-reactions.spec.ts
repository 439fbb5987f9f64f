/**
 * Issue 15 (shorts): a card on the table reacting to its owner's plays with two rules (`whenCardsPlayed`
 * … `also`): Finally Ready to Swim (behaviour/when-cards-played.ts); a table card played only over
 * missions seeded with a lore phrase (To Boldly Go: behaviour/lore-missions.ts), seeded only over them, its
 * universal facilities showing [OS] (behaviour/table-icon-grants.ts).
 *   1E rulebook › PLAYING A CARD (reporting for duty is playing the card); MISCELLANEOUS RULES ›
 *   "ONCE PER GAME" AND SIMILAR LIMITS.
 * given (a scene) / when (ReportForDuty, MakeChoice) / then (the facts and the zones).
 */
import type { Card } from '@captains-log/cards';
import { person, realCard, scene, ship, type PersonSpec } from '../testing/attempt-scene';
import { accepted, moved as moves, refused } from '../testing/scenario';
import { shipAttribute } from './ship-modifiers';
import { showsIcon } from './property-logos';
import { bp } from '../context';
import type { Command, GameState } from '../types';
import { cardsIn, Z } from '../zones';
import { report } from '../testing/commands';

const icon = (code: string) => ({ code, name: code, category: 'test' });
const withIcons = (spec: PersonSpec, ...codes: string[]): Card => ({ ...person(spec), icons: codes.map(icon) });
const hand = (state: GameState) => cardsIn(state, Z.hand('p1'));
/** A fresh normal card play (the next report of the same turn). */
const again = (state: GameState): GameState => ({ ...state, turn: { ...state.turn!, normalCardPlayUsed: false } });

describe('141_009 Finally Ready to Swim (once each turn a [22] card played draws a card; a non-[22] personnel or ship played costs a card from hand)', () => {
  function table(withCard: boolean) {
    const built = scene({
      missions: ['Excavation'],
      hand: ['Finally Ready to Swim', realCard('Federation Outpost'), withIcons({ skills: 'OFFICER' }, '22'), withIcons({ skills: 'ENGINEER' }, '22'), person({ skills: 'SCIENCE' }), 'Tricorder'],
    });
    const [event, post, first22, second22, plain, tricorder] = built.ids.hand as [string, string, string, string, string, string];
    const state = moves(built.state, [[post, Z.space('L1')], ...(withCard ? [[event, Z.table('p1')] as [string, string]] : [])]);
    return { state, post, first22, second22, plain, tricorder };
  }
  it('applies: the first [22] report draws one card, the second that turn none; a non-[22] report asks p1 to discard one card from hand', () => {
    const { state, post, first22, second22, plain, tricorder } = table(true);
    const before = hand(state).length;
    const one = accepted(state, report(first22, post));
    expect(hand(one.state).length).toBe(before); // one reported, one drawn
    const two = accepted(again(one.state), report(second22, post));
    expect(hand(two.state).length).toBe(before - 1);
    const three = accepted(again(two.state), report(plain, post));
    expect(three.state.pendingChoice).toMatchObject({ player: 'p1', min: 1, max: 1 });
    expect(three.state.pendingChoice!.options).toContain(tricorder);
    const paid = accepted(three.state, { type: 'MakeChoice', actor: 'p1', chosen: [tricorder] });
    expect(paid.state.cards[tricorder]!.zone).toBe(Z.discard('p1'));
    expect(paid.state.cards[plain]!.zone).toBe(Z.aboard(post));
  });
  it('does not apply: without the card on the table, reports draw nothing and cost nothing', () => {
    const { state, post, first22, plain } = table(false);
    const before = hand(state).length;
    const one = accepted(state, report(first22, post));
    expect(hand(one.state).length).toBe(before - 1);
    const two = accepted(again(one.state), report(plain, post));
    expect(two.state.pendingChoice).toBeFalsy();
    expect(hand(two.state).length).toBe(before - 2);
  });
});

describe('212_016 To Boldly Go (played only with two seeded missions of yours with "23rd century" in lore; your [OS] ships RANGE and SHIELDS +2)', () => {
  function table(missions: readonly string[]) {
    const os: Card = { ...ship({ range: 7, shields: 6 }), icons: [icon('OS')] };
    const built = scene({ missions, ship: os, hand: ['To Boldly Go'] });
    return { state: built.state, card: built.ids.hand[0]!, os: built.ids.ship! };
  }
  const playIt = (card: string): Command => ({ type: 'PlayCard', actor: 'p1', card });
  it('applies: with Examine Quasar and Seek Remnants seeded by you it is played; your [OS] ship is RANGE 9 and SHIELDS 8', () => {
    const { state, card, os } = table(['Examine Quasar', 'Seek Remnants']);
    const after = accepted(state, playIt(card));
    expect(after.state.cards[card]!.zone).toBe(Z.table('p1'));
    expect(shipAttribute(after.state, os, 'RANGE')).toBe(9);
    expect(shipAttribute(after.state, os, 'SHIELDS')).toBe(8);
  });
  it('does not apply: with one such mission only it is refused (PLAY_CONDITION); a ship without [OS] gains nothing', () => {
    const { state, card } = table(['Examine Quasar', 'Excavation']);
    expect(refused(state, playIt(card))).toBe('PLAY_CONDITION');
    const plain = scene({ missions: ['Examine Quasar', 'Seek Remnants'], ship: ship({ range: 7, shields: 6 }), hand: ['To Boldly Go'] });
    const after = accepted(plain.state, playIt(plain.ids.hand[0]!));
    expect(shipAttribute(after.state, plain.ids.ship!, 'RANGE')).toBe(7);
  });
});

describe('212_016 To Boldly Go, seeding and facilities (issue 15, tosfilms): seeds only over two "23rd century" missions of yours; your universal facilities show [OS]', () => {
  const seedIt = (card: string): Command => ({ type: 'SeedOnTable', actor: 'p1', card });
  function seeding(missions: readonly string[]) {
    const built = scene({ missions, hand: ['To Boldly Go'] });
    const card = built.ids.hand[0]!;
    const state = { ...moves(built.state, [[card, Z.seed('p1')]]), phase: 'facility', awaiting: [{ player: 'p1', kind: 'seed-facility' }] } as GameState;
    return { state, card };
  }
  it('applies: seeded on p1’s table in the facility phase with Examine Quasar and Seek Remnants', () => {
    const { state, card } = seeding(['Examine Quasar', 'Seek Remnants']);
    expect(accepted(state, seedIt(card)).state.cards[card]).toMatchObject({ zone: Z.table('p1'), faceUp: true });
  });
  it('does not apply: with one such mission the seed is refused (SEED_CONDITION)', () => {
    const { state, card } = seeding(['Examine Quasar', 'Excavation']);
    expect(refused(state, seedIt(card))).toBe('SEED_CONDITION');
  });
  it('your universal facility (Federation Outpost) shows [OS] while it lies on your table; a unique one (Terok Nor) and the opponent’s do not; without it, none', () => {
    const built = scene({ missions: ['Examine Quasar', 'Seek Remnants'], hand: ['To Boldly Go', 'Federation Outpost', 'Terok Nor'], opponentHand: ['Federation Outpost'] });
    const [event, outpost, k7] = built.ids.hand as [string, string, string];
    const theirs = built.ids.opponentHand[0]!;
    const on = moves(built.state, [[event, Z.table('p1')], [outpost, Z.space('L1')], [k7, Z.space('L2')], [theirs, Z.space('L1')]]);
    expect([outpost, k7, theirs].map((iid) => showsIcon(bp(on, iid), 'OS'))).toEqual([true, false, false]);
    const off = moves(on, [[event, Z.discard('p1')]]);
    expect(showsIcon(bp(off, outpost), 'OS')).toBe(false);
  });
});
