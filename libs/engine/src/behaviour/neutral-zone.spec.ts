/**
 * Issue 15 (lead): 219_017 The Neutral Zone — seeds on the table only with five or more Neutral Zone Region missions of
 * different titles seeded and no homeworld (table-incidents.ts › missions-seeded-in-region); every player's ships in that
 * region are RANGE +2 (fleet-modifiers.ts: `everyone`, `inRegion`); once per game it downloads Test for Weakness or
 * Consume: Outpost onto a target of its own; at the end of every player's turn, that player draws one more card with a
 * staffed, uncloaked, non-Federation ship at a Neutral Zone Region mission (region-draws.ts).
 *   1E rulebook › SEED PHASE; DOWNLOADING; END OF TURN; CLOAK.
 * given (p1's missions at L1… in the Neutral Zone Region or not; the incident on p1's table; ships at L1) / when (seed
 * check, RANGE read, ActivateCard, EndTurn) / then (the problem, RANGE, the card downloaded, the cards drawn).
 */
import type { Card } from '@captains-log/cards';
import { evolveAll } from '../evolve';
import { legalCommands } from '../legal';
import { ofType, person, realCard, scene, ship, type SceneSpec } from '../testing/attempt-scene';
import { accepted, refused } from '../testing/scenario';
import type { Command, GameEvent, GameState } from '../types';
import { Z } from '../zones';
import { shipAttribute } from './ship-modifiers';
import { seedConditionProblem } from './table-incidents';

const NZ = ['Covert Installation', 'Iconia Investigation', 'Investigate "Shattered Space"', 'Strategic Diversion', 'Patrol Neutral Zone'];
const REGION = 'Neutral Zone Region';
const romulan = (): Card => ship({ affiliation: 'Romulan', range: 8 });

/** The Neutral Zone on p1's table; p1's `own` ship at L1 with a crew of two; p2's ship at L1; the rest of `spec`. */
function table(spec: Partial<SceneSpec> & { own?: Card; theirs?: Card } = {}) {
  const { own = romulan(), theirs = ship({ affiliation: 'Federation', range: 7 }), ...rest } = spec;
  const built = scene({ missions: NZ, region: REGION, ship: own, crew: [person({ affiliation: own.affiliations[0] })], ...rest, hand: ['The Neutral Zone', ...(rest.hand ?? [])], opponentHand: [theirs] });
  const [card, ...hand] = built.ids.hand as [string, ...string[]];
  const moves: GameEvent[] = [
    { type: 'CardMoved', card, from: Z.hand('p1'), to: Z.table('p1'), faceUp: true, reason: 'scene' },
    { type: 'CardMoved', card: built.ids.opponentHand[0]!, from: Z.hand('p2'), to: Z.space('L1'), faceUp: true, reason: 'scene' },
  ];
  return { state: evolveAll(moves, built.state), card, hand, own: built.ids.ship!, theirs: built.ids.opponentHand[0]! };
}
const drawsAtEnd = (state: GameState) => ofType(accepted(state, { type: 'EndTurn', actor: 'p1' }).events, 'CardsDrawn').map((event) => [event.player, event.reason]);

describe('219_017 The Neutral Zone: seeding', () => {
  it('seeds with five Neutral Zone Region missions of different titles and no homeworld', () => {
    expect(seedConditionProblem(scene({ missions: NZ }).state, 'p1', realCard('219_017'))).toBeNull();
  });
  it('does not seed with four of them, with a homeworld beside five, or with five copies of one title', () => {
    expect(seedConditionProblem(scene({ missions: NZ.slice(0, 4) }).state, 'p1', realCard('219_017'))).toMatchObject({ code: 'SEED_CONDITION' });
    expect(seedConditionProblem(scene({ missions: [...NZ, 'Cloaked Mission'] }).state, 'p1', realCard('219_017'))).toMatchObject({ code: 'SEED_CONDITION' });
    expect(seedConditionProblem(scene({ missions: Array(5).fill(NZ[0]!) }).state, 'p1', realCard('219_017'))).toMatchObject({ code: 'SEED_CONDITION' });
  });
});

describe('219_017 The Neutral Zone: RANGE +2 for every ship in the region', () => {
  it('applies: p1\'s Romulan ship and p2\'s Federation ship at a Neutral Zone Region location are RANGE +2', () => {
    const { state, own, theirs } = table();
    expect([shipAttribute(state, own, 'RANGE'), shipAttribute(state, theirs, 'RANGE')]).toEqual([10, 9]);
  });
  it('does not apply: outside the region the ships keep their RANGE', () => {
    const { state, own, theirs } = table({ missions: ['Excavation'], region: 'Test Region' });
    expect([shipAttribute(state, own, 'RANGE'), shipAttribute(state, theirs, 'RANGE')]).toEqual([8, 7]);
  });
});

describe('219_017 The Neutral Zone: one more card at the end of a turn', () => {
  it('applies: p1\'s staffed Romulan ship at a Neutral Zone Region mission — p1 draws one more card', () => {
    expect(drawsAtEnd(table().state)).toEqual([
      ['p1', 'card-effect'],
      ['p1', 'end-of-turn'],
    ]);
  });
  it('does not apply: a Federation ship, an empty ship, or a ship outside the region draws nothing more', () => {
    const federation = ship({ affiliation: 'Federation' });
    expect(drawsAtEnd(table({ own: federation }).state)).toEqual([['p1', 'end-of-turn']]);
    expect(drawsAtEnd(table({ crew: [] }).state)).toEqual([['p1', 'end-of-turn']]);
    expect(drawsAtEnd(table({ missions: ['Excavation'], region: 'Test Region' }).state)).toEqual([['p1', 'end-of-turn']]);
  });
});

describe('219_017 The Neutral Zone: once per game, Test for Weakness or Consume: Outpost downloaded', () => {
  const activate = (card: string, target: string): Command => ({ type: 'ActivateCard', actor: 'p1', card, ability: 'download-objective', target });
  it('applies: Test for Weakness downloads onto a Neutral Zone Region mission; a second download that game is refused', () => {
    const { state, card } = table({ drawTop: ['Test for Weakness', 'Test for Weakness'] });
    const offers = legalCommands(state, 'p1').filter((command) => command.type === 'ActivateCard' && command.card === card);
    expect(offers.length).toBeGreaterThan(0);
    const first = offers[0] as Extract<Command, { type: 'ActivateCard' }>;
    const [weakness, mission] = first.target!.split('>') as [string, string];
    const done = accepted(state, first);
    expect(done.state.cards[weakness]!.zone).toBe(Z.atop(mission));
    const later: GameState = { ...done.state, turn: { ...done.state.turn!, number: done.state.turn!.number + 2 } };
    const again = legalCommands(later, 'p1').filter((command) => command.type === 'ActivateCard' && command.card === card);
    expect(again).toEqual([]);
    expect(refused(later, activate(card, first.target!))).not.toBeNull();
  });
  it('does not apply: neither card in the deck or hand — nothing to download', () => {
    const { state, card } = table();
    expect(legalCommands(state, 'p1').filter((command) => command.type === 'ActivateCard' && command.card === card)).toEqual([]);
  });
});
