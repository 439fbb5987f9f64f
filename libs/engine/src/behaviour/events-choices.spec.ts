/**
 * Several cards chosen at once (issue 15, third pass): a set target written `c1+c2` (`none` for zero),
 * within the card's bounds — "discard any number of cards", "up to two Equipment cards from your
 * discard pile" — and other hand and discard-pile interrupts with a play condition or a per-turn limit.
 *   1E rulebook › THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES; THE CARDS › INTERRUPTS;
 *   MISCELLANEOUS RULES › "ONCE PER GAME" AND SIMILAR LIMITS (once each turn).
 * given (a play-phase scene) / when (PlayCard) / then (the facts).
 */
import { legalCommands } from '../legal';
import { ofType, scene } from '../testing/attempt-scene';
import { play as run, moved, refused } from '../testing/scenario';
import type { Command } from '../types';
import { cardsIn, Z } from '../zones';
import { endTurn as end, playCard as play } from '../testing/commands';

const BAJORANS = [{ affiliation: 'Bajoran' }, { affiliation: 'Bajoran' }, { affiliation: 'Bajoran' }];

describe('112_071 Renewal Scroll (event: with three Bajorans, burn any number of cards from hand and draw as many plus two)', () => {
  it('two cards burned: they go to the discard pile and four are drawn; none burned: two drawn; legalCommands offers none and each single card', () => {
    const built = scene({ missions: ['Excavation'], awayTeam: BAJORANS, hand: ['Renewal Scroll', { skills: 'OFFICER' }, { skills: 'OFFICER' }, { skills: 'OFFICER' }] });
    const [scroll, a, b, c] = built.ids.hand as [string, string, string, string];
    const offered = legalCommands(built.state, 'p1').filter((cmd) => cmd.type === 'PlayCard' && cmd.card === scroll).map((cmd) => (cmd as { target?: string }).target);
    expect(offered).toEqual(['none', a, b, c]);
    const burned = run(built.state, [play(scroll, `${a}+${b}`)]);
    expect(ofType(burned.events, 'CardMoved').filter((e) => e.to === Z.discard('p1')).map((e) => e.card)).toEqual([a, b]);
    expect(ofType(burned.events, 'CardsDrawn').map((e) => e.cards.length)).toEqual([4]);
    expect(burned.state.cards[c]!.zone).toBe(Z.hand('p1'));
    expect(ofType(run(built.state, [play(scroll, 'none')]).events, 'CardsDrawn').map((e) => e.cards.length)).toEqual([2]);
  });
  it('refused with two Bajorans only, with a card named twice, or with a card not in hand', () => {
    const few = scene({ missions: ['Excavation'], awayTeam: BAJORANS.slice(0, 2), hand: ['Renewal Scroll', { skills: 'OFFICER' }] });
    expect(refused(few.state, play(few.ids.hand[0]!, few.ids.hand[1]!))).toBe('PLAY_CONDITION');
    const built = scene({ missions: ['Excavation'], awayTeam: BAJORANS, hand: ['Renewal Scroll', { skills: 'OFFICER' }] });
    const [scroll, a] = built.ids.hand as [string, string];
    expect(refused(built.state, play(scroll, `${a}+${a}`))).toBe('INVALID_TARGET');
    expect(refused(built.state, play(scroll, built.ids.awayTeam[0]!))).toBe('INVALID_TARGET');
  });
});

describe('112_099 Reclamation (interrupt: up to two Equipment or Site cards from your discard pile to hand)', () => {
  it('two Equipment cards come back; a personnel in the pile may not be chosen, nor three cards', () => {
    const built = scene({ missions: ['Excavation'], hand: ['Reclamation', 'Tricorder', 'Medical Tricorder', 'Tricorder', { skills: 'OFFICER' }] });
    const [card, t1, t2, t3, person] = built.ids.hand as [string, string, string, string, string];
    const state = moved(built.state, [t1, t2, t3, person].map((iid) => [iid, Z.discard('p1')] as [string, string]));
    expect(refused(state, play(card, `${t1}+${person}`))).toBe('INVALID_TARGET');
    expect(refused(state, play(card, `${t1}+${t2}+${t3}`))).toBe('INVALID_TARGET');
    const after = run(state, [play(card, `${t1}+${t2}`)]).state;
    expect([after.cards[t1]!.zone, after.cards[t2]!.zone, after.cards[t3]!.zone]).toEqual([Z.hand('p1'), Z.hand('p1'), Z.discard('p1')]);
  });
  it('the other way (mode 1, issue 15 helper partials): one "use as Equipment card" artifact back to hand; not an artifact played otherwise, not equipment, not two', () => {
    const built = scene({ missions: ['Excavation'], hand: ['Reclamation', 'Varon-T Disruptor', 'Interphase Generator', 'Iconian Gateway', 'Tricorder'] });
    const [card, varon, generator, gateway, tricorder] = built.ids.hand as [string, string, string, string, string];
    const state = moved(built.state, [varon, generator, gateway, tricorder].map((iid) => [iid, Z.discard('p1')] as [string, string]));
    const other = (target: string): Command => ({ type: 'PlayCard', actor: 'p1', card, target, mode: 1 });
    expect(refused(state, other(gateway))).toBe('INVALID_TARGET');
    expect(refused(state, other(tricorder))).toBe('INVALID_TARGET');
    expect(refused(state, other(`${varon}+${generator}`))).toBe('INVALID_TARGET');
    // the first way does not take artifacts
    expect(refused(state, play(card, varon))).toBe('INVALID_TARGET');
    const after = run(state, [other(varon)]).state;
    expect([after.cards[varon]!.zone, after.cards[generator]!.zone]).toEqual([Z.hand('p1'), Z.discard('p1')]);
  });
});

describe('202_017 Souls of the Dead (interrupt, once each turn, three Bajorans: a discard goes on top of your deck)', () => {
  it('the chosen card is the next one drawn; a second use this turn is refused; without three Bajorans it is refused', () => {
    const built = scene({ missions: ['Excavation'], awayTeam: BAJORANS, hand: ['Souls of the Dead', 'Souls of the Dead', { skills: 'OFFICER' }] });
    const [card, again, lost] = built.ids.hand as [string, string, string];
    const state = moved(built.state, [[lost, Z.discard('p1')]]);
    const after = run(state, [play(card, lost)]).state;
    expect(cardsIn(after, Z.draw('p1'))[0]).toBe(lost);
    expect(refused(moved(after, [[card, Z.discard('p1')]]), play(again, card))).toBe('ONCE_PER_TURN');
    const few = scene({ missions: ['Excavation'], awayTeam: BAJORANS.slice(0, 1), hand: ['Souls of the Dead', { skills: 'OFFICER' }] });
    expect(refused(moved(few.state, [[few.ids.hand[1]!, Z.discard('p1')]]), play(few.ids.hand[0]!, few.ids.hand[1]!))).toBe('PLAY_CONDITION');
  });
});

describe('123_073 Nanoprobe Resuscitation, 123_077 The Power (interrupts, once each turn)', () => {
  it('Nanoprobe Resuscitation: the top card of the discard pile (not the interrupt itself) returns to hand; with an empty pile nothing moves', () => {
    const built = scene({ missions: ['Excavation'], hand: ['Nanoprobe Resuscitation', { skills: 'OFFICER' }, { skills: 'OFFICER' }] });
    const [card, under, top] = built.ids.hand as [string, string, string];
    const state = moved(built.state, [
      [under, Z.discard('p1')],
      [top, Z.discard('p1')],
    ]);
    const after = run(state, [play(card)]).state;
    expect([after.cards[top]!.zone, after.cards[under]!.zone, after.cards[card]!.zone]).toEqual([Z.hand('p1'), Z.discard('p1'), Z.discard('p1')]);
    const empty = scene({ missions: ['Excavation'], hand: ['Nanoprobe Resuscitation'] });
    expect(ofType(run(empty.state, [play(empty.ids.hand[0]!)]).events, 'CardMoved').filter((e) => e.to === Z.hand('p1'))).toEqual([]);
  });
  it('The Power: one card drawn; a second copy the same turn is refused', () => {
    const built = scene({ missions: ['Excavation'], hand: ['The Power', 'The Power'] });
    const first = run(built.state, [play(built.ids.hand[0]!)]);
    expect(ofType(first.events, 'CardsDrawn').map((e) => e.cards.length)).toEqual([1]);
    expect(refused(first.state, play(built.ids.hand[1]!))).toBe('ONCE_PER_TURN');
  });
});

describe('127_009 Changeling Sweep, 127_005 Treacherous Advice (interrupt and event: the opponent’s discard pile and hand)', () => {
  it("Changeling Sweep: p2's interrupts in the discard pile go out of play; p2's events there and a Borg-use-only interrupt stay", () => {
    const built = scene({ missions: ['Excavation'], hand: ['Changeling Sweep'], opponentHand: ['Wormhole', 'Kivas Fajo - Collector', 'Adapt: Negate Obstruction'] });
    const [wormhole, kivas, borg] = built.ids.opponentHand as [string, string, string];
    const given = moved(built.state, built.ids.opponentHand.map((iid) => [iid, Z.discard('p2')] as [string, string]));
    const after = run(given, [play(built.ids.hand[0]!)]).state;
    expect([after.cards[wormhole]!.zone, after.cards[kivas]!.zone, after.cards[borg]!.zone]).toEqual([Z.out('p2'), Z.discard('p2'), Z.discard('p2')]);
  });
  it("Treacherous Advice: p2's hand is shown to p1 alone, and the event is discarded", () => {
    const built = scene({ missions: ['Excavation'], hand: ['Treacherous Advice'], opponentHand: ['Wormhole', 'Kivas Fajo - Collector'] });
    const after = run(built.state, [play(built.ids.hand[0]!)]);
    expect(ofType(after.events, 'CardsShown').map((e) => [e.to, e.zone, e.cards.map((c) => c.title)])).toEqual([['p1', Z.hand('p2'), ['Wormhole', 'Kivas Fajo - Collector']]]);
    expect(after.state.cards[built.ids.hand[0]!]!.zone).toBe(Z.discard('p1'));
  });
});

describe('132_057 Surprise Party, 167_016 Bajor for Bajorans (events: extra draws at the end of your turns)', () => {
  it('Surprise Party: p2 may draw two as it is played (their choice: behaviour/choices-draw-up-to.spec.ts); at the end of p1’s turn p1 draws one more (two draws), none extra at the end of p2’s', () => {
    const built = scene({ missions: ['Excavation'], hand: ['Surprise Party'] });
    const asked = run(built.state, [play(built.ids.hand[0]!)]).state;
    const played = run(asked, [{ type: 'MakeChoice', actor: 'p2', chosen: [asked.pendingChoice!.options[1]!] }]);
    expect(ofType(played.events, 'CardsDrawn').map((e) => [e.player, e.cards.length])).toEqual([['p2', 2]]);
    const ended = run(played.state, [end('p1')]);
    expect(ofType(ended.events, 'CardsDrawn').map((e) => e.player)).toEqual(['p1', 'p1']);
    expect(ofType(run(ended.state, [end('p2')]).events, 'CardsDrawn').map((e) => e.player)).toEqual(['p2']);
  });
  it('Bajor for Bajorans: with only Bajorans in play p1 draws an extra card at the end of the turn; with a Federation personnel too, not', () => {
    const draws = (team: { affiliation: string }[]) => {
      const built = scene({ missions: ['Excavation'], awayTeam: team, hand: ['Bajor for Bajorans'] });
      const state = moved(built.state, [[built.ids.hand[0]!, Z.table('p1')]]);
      return ofType(run(state, [end('p1')]).events, 'CardsDrawn').length;
    };
    expect(draws([{ affiliation: 'Bajoran' }, { affiliation: 'Bajoran' }])).toBe(2);
    expect(draws([{ affiliation: 'Bajoran' }, { affiliation: 'Federation' }])).toBe(1);
  });
});
