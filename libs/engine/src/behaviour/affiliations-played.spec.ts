/**
 * Which affiliations a player is playing (issue 15, borg: behaviour/affiliations-played.ts): read from
 * the cards they own; Borg also from a [BO] card. Cards whose text depends on it, each where it applies
 * and where it does not.
 *   1E rulebook › BUILDING YOUR DECK › Borg Rule: Borg Cards in Your Deck; MISCELLANEOUS RULES ›
 *   TURNS: "EACH", "EVERY", AND "FULL"; LOOKING AT CARDS; THE SEED PHASES (seed conditions).
 * given (a scene on p1's turn, the card on p1's table, p1's deck of test Federation personnel) / when
 * (ActivateCard, ArrangeCards, EndTurn, the seed check) / then (the exact facts or the refusal's code).
 */
import { evolveAll } from '../evolve';
import { ofType, person, realCard, scene, type SceneSpec } from '../testing/attempt-scene';
import { accepted, refused } from '../testing/scenario';
import type { Command, GameEvent } from '../types';
import { cardsIn, Z } from '../zones';
import { playingAffiliation, sharedMissionAffiliations } from './affiliations-played';
import { seedConditionProblem } from './table-incidents';

/** `tableCards` moved to p1's table; `extra` owned by p1 in hand (they count for what p1 plays). */
function tableScene(tableCards: readonly string[], spec: Partial<SceneSpec> = {}) {
  const built = scene({ missions: ['Excavation'], ...spec, hand: [...tableCards, ...(spec.hand ?? [])] });
  const onTable = built.ids.hand.slice(0, tableCards.length);
  const moves: GameEvent[] = onTable.map((card) => ({ type: 'CardMoved', card, from: Z.hand('p1'), to: Z.table('p1'), faceUp: true, reason: 'scene' }));
  return { state: evolveAll(moves, built.state), table: onTable };
}
const activate = (card: string): Command => ({ type: 'ActivateCard', actor: 'p1', card, ability: 'examine' });

describe('playing an affiliation: any Personnel, Ship or Facility card one owns; Borg also by a [BO] card', () => {
  it('p1 with test Federation personnel plays Federation, not Romulan or Borg; a Borg personnel in hand makes p1 play Borg', () => {
    const { state } = tableScene([]);
    expect([playingAffiliation(state, 'p1', 'Federation'), playingAffiliation(state, 'p1', 'Romulan'), playingAffiliation(state, 'p1', 'Borg')]).toEqual([true, false, false]);
    const borg = tableScene([], { hand: [person({ affiliation: 'Borg' })] });
    expect(playingAffiliation(borg.state, 'p1', 'Borg')).toBe(true);
    expect(playingAffiliation(borg.state, 'p2', 'Borg')).toBe(false);
  });
  it('a Borg Use Only card (an objective showing [BO]) makes its owner play Borg', () => {
    const { state } = tableScene([], { hand: ['Assimilate Planet'] });
    expect(playingAffiliation(state, 'p1', 'Borg')).toBe(true);
  });
});

describe('132_237 Celebratory Toast (once each turn, if not playing Borg: the top card of your deck on top or beneath)', () => {
  it('used: the top card is shown to you alone and awaits its place; put beneath, it is the bottom card', () => {
    const { state, table } = tableScene(['132_237']);
    const top = cardsIn(state, Z.draw('p1'))[0]!;
    const used = accepted(state, activate(table[0]!));
    expect(ofType(used.events, 'CardsShown').map((event) => [event.to, event.cards.map((card) => card.iid)])).toEqual([['p1', [top]]]);
    expect(ofType(used.events, 'ArrangementAwaited')).toMatchObject([{ player: 'p1', count: 1, beneath: true }]);
    const placed = accepted(used.state, { type: 'ArrangeCards', actor: 'p1', order: [], beneath: [top] });
    expect(cardsIn(placed.state, Z.draw('p1')).at(-1)).toBe(top);
  });
  it('once each turn per copy: a second use refused; a second copy gives a second use', () => {
    const { state, table } = tableScene(['132_237', '132_237']);
    const top = cardsIn(state, Z.draw('p1'))[0]!;
    const once = accepted(accepted(state, activate(table[0]!)).state, { type: 'ArrangeCards', actor: 'p1', order: [top] });
    expect(refused(once.state, activate(table[0]!))).not.toBeNull();
    expect(refused(once.state, activate(table[1]!))).toBeNull();
  });
  it('while you are playing Borg it may not be used', () => {
    const { state, table } = tableScene(['132_237'], { hand: [person({ affiliation: 'Borg' })] });
    expect(refused(state, activate(table[0]!))).toBe('ABILITY_CONDITION');
  });
});

describe('245_007 Know Your Enemy (seeds with different missions under 35 points; end of your turn, draws while your missions share an affiliation you do not play)', () => {
  it('seeds with one 25-point mission; not with two missions showing 45, nor with two of one title (10 + 10 points)', () => {
    const card = realCard('245_007');
    expect(seedConditionProblem(tableScene([]).state, 'p1', card)).toBeNull();
    expect(seedConditionProblem(tableScene([], { missions: ['Excavation', 'Relief Mission'] }).state, 'p1', card)).toMatchObject({ code: 'SEED_CONDITION' });
    const relief = realCard('Relief Mission');
    const low = { ...relief, id: 't_low_relief', mission: { ...relief.mission!, points: { ...relief.mission!.points!, raw: '10', value: 10 } } };
    const other = { ...low, id: 't_low_other', title: 'Test Low Mission' };
    expect(seedConditionProblem(tableScene([], { missions: [low, other] }).state, 'p1', card)).toBeNull();
    expect(seedConditionProblem(tableScene([], { missions: [low, low] }).state, 'p1', card)).toMatchObject({ code: 'SEED_CONDITION' });
  });
  const drawsAtEnd = (spec: Partial<SceneSpec>) => {
    const { state } = tableScene(['245_007'], spec);
    return ofType(accepted(state, { type: 'EndTurn', actor: 'p1' }).events, 'CardsDrawn').map((event) => [event.player, event.reason]);
  };
  it('Excavation shows [Fed][Rom] and p1 plays no Romulan: one more card at the end of the turn', () => {
    expect(sharedMissionAffiliations(tableScene([]).state, 'p1')).toEqual(['Federation', 'Romulan']);
    expect(drawsAtEnd({})).toEqual([
      ['p1', 'card-effect'],
      ['p1', 'end-of-turn'],
    ]);
  });
  it('playing Romulan as well (both shared affiliations played): no extra card', () => {
    expect(drawsAtEnd({ hand: [person({ affiliation: 'Romulan' })] })).toEqual([['p1', 'end-of-turn']]);
  });
  it('playing Borg: no extra card', () => {
    expect(drawsAtEnd({ hand: [person({ affiliation: 'Borg' })] })).toEqual([['p1', 'end-of-turn']]);
  });
  it('missions sharing no affiliation icon ([Fed][Rom] and [Kli]): no extra card', () => {
    expect(drawsAtEnd({ missions: ['Excavation', 'Cloaked Mission'] })).toEqual([['p1', 'end-of-turn']]);
  });
});
