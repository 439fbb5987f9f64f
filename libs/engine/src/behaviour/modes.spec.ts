/**
 * Issue 15 (modes): a card played one of several ways (`PlayCard.mode`, "… OR …") and a "may" part
 * its player declines (`PlayCard.decline`, `EndTurn.decline`, the `may` word); the cards they unlock.
 *   1E rulebook › THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES; THE CARDS › INTERRUPTS (the card does
 *   what its text says, one way when it says "OR"); MISCELLANEOUS RULES › "ONCE PER GAME" AND SIMILAR
 *   LIMITS (once each turn); END OF TURN.
 * given (a play-phase scene) / when (PlayCard, EndTurn) / then (the facts).
 */
import { play as run, moved, refused } from '../testing/scenario';
import { legalCommands } from '../legal';
import { ofType, realCard, scene } from '../testing/attempt-scene';
import type { Command, PlayerId } from '../types';
import { cardsIn, Z } from '../zones';

const play = (card: string, extra: { target?: string; mode?: number; decline?: true } = {}, actor: PlayerId = 'p1'): Command => ({ type: 'PlayCard', actor, card, ...extra });
const end = (actor: PlayerId, decline?: true): Command => ({ type: 'EndTurn', actor, ...(decline ? { decline } : {}) });
const offered = (state: Parameters<typeof legalCommands>[0], card: string) =>
  legalCommands(state, 'p1')
    .filter((cmd) => cmd.type === 'PlayCard' && cmd.card === card)
    .map((cmd) => {
      const { target, mode, decline } = cmd as { target?: string; mode?: number; decline?: true };
      return { target, mode, decline };
    });

describe('123_072 Mutation (interrupt, two ways: shuffle two discards back OR, once each turn, discard one to draw two)', () => {
  const given = () => {
    const built = scene({ missions: ['Excavation'], hand: ['Mutation', { skills: 'OFFICER' }], opponentHand: [{ skills: 'OFFICER' }, { skills: 'OFFICER' }] });
    const [mutation, spare] = built.ids.hand as [string, string];
    const [a, b] = built.ids.opponentHand as [string, string];
    return { state: moved(built.state, [[a, Z.discard('p2')], [b, Z.discard('p2')]]), mutation, spare, a, b };
  };
  it('legalCommands offers each way with its own targets: way 0 per player, way 1 per card in hand', () => {
    const { state, mutation, spare } = given();
    expect(offered(state, mutation)).toEqual([
      { target: 'p1', mode: 0, decline: undefined },
      { target: 'p2', mode: 0, decline: undefined },
      { target: spare, mode: 1, decline: undefined },
    ]);
  });
  it('way 0: the top two of p2’s discard pile go into p2’s draw deck (the same as naming no way)', () => {
    const { state, mutation, a, b } = given();
    for (const extra of [{ target: 'p2', mode: 0 }, { target: 'p2' }]) {
      const after = run(state, [play(mutation, extra)]).state;
      expect([after.cards[a]!.zone, after.cards[b]!.zone]).toEqual([Z.draw('p2'), Z.draw('p2')]);
    }
  });
  it('way 1: the chosen card is discarded and p1 draws two; a second Mutation that turn in way 1 is refused (once each turn)', () => {
    const { state, mutation, spare, a } = given();
    const after = run(state, [play(mutation, { target: spare, mode: 1 })]);
    expect(after.state.cards[spare]!.zone).toBe(Z.discard('p1'));
    expect(ofType(after.events, 'CardsDrawn').map((e) => [e.player, e.cards.length])).toEqual([['p1', 2]]);
    expect(after.state.cards[a]!.zone).toBe(Z.discard('p2'));
    const again = moved(after.state, [[mutation, Z.hand('p1')]]);
    const [drawn] = cardsIn(again, Z.hand('p1')).filter((iid) => iid !== mutation);
    expect(refused(again, play(mutation, { target: drawn!, mode: 1 }))).toBe('ONCE_PER_TURN');
  });
  it('refused: a way the card does not have, a way with the other way’s target, declining what is not optional', () => {
    const { state, mutation, spare } = given();
    expect(refused(state, play(mutation, { target: 'p2', mode: 2 }))).toBe('INVALID_MODE');
    expect(refused(state, play(mutation, { target: 'p2', mode: 1 }))).toBe('INVALID_TARGET');
    expect(refused(state, play(mutation, { target: spare, decline: true, mode: 1 }))).toBe('NOTHING_TO_DECLINE');
  });
});

describe('109_036 Wall of Ships (event, two ways: on the table, Enterprises +1 RANGE, WEAPONS, SHIELDS OR download an Enterprise)', () => {
  it('way 1 downloads the Enterprise from the draw deck to the outpost and the event is discarded; way 0 stays on the table', () => {
    const built = scene({ missions: ['Excavation'], hand: ['Wall of Ships', realCard('U.S.S. Enterprise'), 'Federation Outpost'] });
    const [wall, enterprise, outpost] = built.ids.hand as [string, string, string];
    const state = moved(built.state, [[enterprise, Z.draw('p1')], [outpost, Z.space('L1')]]);
    expect(offered(state, wall)).toEqual([
      { target: undefined, mode: 0, decline: undefined },
      { target: `${enterprise}>${outpost}`, mode: 1, decline: undefined },
    ]);
    const fetched = run(state, [play(wall, { target: `${enterprise}>${outpost}`, mode: 1 })]).state;
    expect(fetched.cards[wall]!.zone).toBe(Z.discard('p1'));
    expect(fetched.cards[enterprise]!.zone).not.toBe(Z.draw('p1'));
    const tabled = run(state, [play(wall, { mode: 0 })]).state;
    expect(tabled.cards[wall]!.zone).toBe(Z.table('p1'));
    expect(tabled.cards[enterprise]!.zone).toBe(Z.draw('p1'));
  });
  it('without an Enterprise to fetch, only the table way is offered', () => {
    const built = scene({ missions: ['Excavation'], hand: ['Wall of Ships'] });
    expect(offered(built.state, built.ids.hand[0]!)).toEqual([{ target: undefined, mode: 0, decline: undefined }]);
  });
});

describe('167_016 Bajor for Bajorans (event: at the end of your turns, with only Bajoran personnel, you MAY draw one more)', () => {
  const given = (affiliation: string) => {
    const built = scene({ missions: ['Excavation'], awayTeam: [{ affiliation: 'Bajoran' }, { affiliation }], hand: ['Bajor for Bajorans'] });
    return moved(built.state, [[built.ids.hand[0]!, Z.table('p1')]]);
  };
  it('EndTurn offered both ways; accepted: two draws; declined: the normal draw only', () => {
    const state = given('Bajoran');
    const ends = legalCommands(state, 'p1').filter((cmd) => cmd.type === 'EndTurn');
    expect(ends).toEqual([end('p1'), end('p1', true)]);
    expect(ofType(run(state, [end('p1')]).events, 'CardsDrawn').length).toBe(2);
    const declined = run(state, [end('p1', true)]).events;
    expect(ofType(declined, 'CardsDrawn').length).toBe(1);
    expect(ofType(declined, 'CardEffectResolved').map((e) => e.effect)).toContain('optional part declined');
  });
  it('with a non-Bajoran in play: no extra draw either way', () => {
    const state = given('Federation');
    expect(ofType(run(state, [end('p1')]).events, 'CardsDrawn').length).toBe(1);
  });
  it('without such a card on the table, EndTurn is offered once and declining is refused', () => {
    const built = scene({ missions: ['Excavation'], hand: ['Bajor for Bajorans'] });
    expect(legalCommands(built.state, 'p1').filter((cmd) => cmd.type === 'EndTurn')).toEqual([end('p1')]);
    expect(refused(built.state, end('p1', true))).toBe('NOTHING_TO_DECLINE');
  });
});
