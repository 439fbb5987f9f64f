/**
 * An objective carried by a ship (issue 15, incobj; behaviour/ship-directives.ts): Omega Directive —
 * placed on your ship with its matching commander aboard, nullified without a [Cmd] personnel aboard,
 * the ship free of affiliation attack restrictions where an Omega Particle is, and a probe there at the
 * end of every turn.
 *   1E rulebook › THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES; BATTLE › INITIATING A BATTLE ›
 *   Affiliation Attack Restrictions; PROBING.
 * given (p1's test ship at L1 commanded by a [Cmd] captain aboard; the objective on p1's table; an
 * Omega Particle atop L1 when the test asks) / when (ActivateCard, EndTurn, InitiateShipBattle) / then
 * (where the objective and the Particle lie, the points, the refusal's code).
 */
import { lookupIcon } from '@captains-log/cards';
import type { Card } from '@captains-log/cards';
import { evolveAll } from '../evolve';
import { legalCommands } from '../legal';
import { ofType, person, runAttempt, scene, ship } from '../testing/attempt-scene';
import { shipAttribute } from './ship-modifiers';
import { accepted, refused } from '../testing/scenario';
import type { Command, GameEvent, GameState } from '../types';
import { Z } from '../zones';

function moved(state: GameState, card: string, to: string): GameState {
  return evolveAll([{ type: 'CardMoved', card, from: state.cards[card]!.zone, to, faceUp: true, reason: 'test' } as GameEvent], state);
}
const captain = (): Card => ({ ...person({ title: 'Test Captain', skills: 'OFFICER Leadership' }), icons: [lookupIcon('Cmd')!] });
const flagship = (): Card => ({ ...ship({ title: 'Test Flagship' }), commandedBy: ['Test Captain'] });

describe('124_048 Omega Directive (on your ship with its matching commander; where an Omega Particle is: no attack restrictions, a probe at the end of every turn)', () => {
  const setup = (opts: { particle?: boolean; probeCard?: string; commander?: boolean } = {}) => {
    const built = scene({
      missions: ['Excavation'],
      ship: flagship(),
      crew: [opts.commander === false ? { skills: 'OFFICER' } : captain(), { skills: 'ENGINEER' }],
      hand: ['Omega Directive', 'Omega Particle'],
      opponentHand: [ship({ affiliation: 'Klingon' }), person({ affiliation: 'Klingon' })],
      ...(opts.probeCard ? { drawTop: [opts.probeCard] } : {}),
    });
    const [directive, particle] = built.ids.hand as [string, string];
    const [target, klingon] = built.ids.opponentHand as [string, string];
    let state = moved(built.state, directive, Z.table('p1'));
    state = moved(moved(state, target, Z.space('L1')), klingon, Z.aboard(target));
    if (opts.particle) state = moved(state, particle, Z.atop('L1'));
    return { state, directive, particle, target, vessel: built.ids.ship!, captainId: built.ids.crew[0]! };
  };
  const place = (directive: string, vessel: string): Command => ({ type: 'ActivateCard', actor: 'p1', card: directive, ability: 'place', target: vessel });
  const endTurn: Command = { type: 'EndTurn', actor: 'p1' };

  it('placed on your ship with its matching commander aboard; not offered for a ship without one', () => {
    const { state, directive, vessel } = setup();
    expect(legalCommands(state, 'p1')).toContainEqual(place(directive, vessel));
    expect(accepted(state, place(directive, vessel)).state.cards[directive]!.zone).toBe(Z.on(vessel));
    const none = setup({ commander: false });
    expect(refused(none.state, place(none.directive, none.vessel))).not.toBeNull();
  });

  it('nullified once no [Cmd] personnel is aboard its ship; it stays while the captain is aboard', () => {
    const { state, directive, vessel, captainId } = setup();
    const placed = accepted(state, place(directive, vessel)).state;
    expect(accepted(placed, endTurn).state.cards[directive]!.zone).toBe(Z.on(vessel));
    expect(accepted(moved(placed, captainId, Z.surface('L1')), endTurn).state.cards[directive]!.zone).toBe(Z.discard('p1'));
  });

  it('where the Omega Particle is, its ship may attack the Klingon ship; elsewhere the Federation may not', () => {
    const attack = (s: ReturnType<typeof setup>) => ({ type: 'InitiateShipBattle', actor: 'p1', ships: [s.vessel], target: s.target }) as Command;
    const withParticle = setup({ particle: true });
    const placed = accepted(withParticle.state, place(withParticle.directive, withParticle.vessel)).state;
    expect(refused(placed, attack(withParticle))).toBeNull();
    const without = setup();
    const placedAlone = accepted(without.state, place(without.directive, without.vessel)).state;
    expect(refused(placedAlone, attack(without))).toBe('AFFILIATION_ATTACK_RESTRICTION');
  });

  it('end of turn with the Particle there: a probe card with a special download icon discards the Particle — two cards, 10 points, the objective discarded', () => {
    const { state, directive, particle, vessel } = setup({ particle: true, probeCard: '103_100' });
    const placed = accepted(state, place(directive, vessel)).state;
    const { events, state: after } = accepted(placed, endTurn);
    const handOf = (s: GameState) => Object.values(s.cards).filter((c) => c.zone === Z.hand('p1')).length;
    expect(handOf(after)).toBe(handOf(placed) + 2 + 1); // two for the directive, one for the end of the turn
    expect(ofType(events, 'PointsScored').map((e) => [e.points, e.bonus, e.source])).toEqual([[10, true, directive]]);
    expect(after.cards[particle]!.zone).toBe(Z.discard('p1'));
    expect(after.cards[directive]!.zone).toBe(Z.discard('p1'));
  });

  it('does not apply: a probe card without the icon, or no Particle there — nothing discarded, no points', () => {
    const plain = setup({ particle: true, probeCard: 'Excavation' });
    const placed = accepted(plain.state, place(plain.directive, plain.vessel)).state;
    const { events, state: after } = accepted(placed, endTurn);
    expect(ofType(events, 'PointsScored')).toEqual([]);
    expect(after.cards[plain.particle]!.zone).toBe(Z.atop('L1'));
    expect(after.cards[plain.directive]!.zone).toBe(Z.on(plain.vessel));
    const away = setup({ probeCard: '103_100' });
    const alone = accepted(away.state, place(away.directive, away.vessel)).state;
    expect(ofType(accepted(alone, endTurn).events, 'PointsScored')).toEqual([]);
  });
});

describe('181_046 Evaluate Starship Systems (on your prototype ship: all +1 per Test mission and objective on a mission; its crew solving one: 5 points, three cards)', () => {
  const prototype = (): Card => ({ ...ship({ title: 'Test Prototype', range: 8, weapons: 6, shields: 6 }), lore: 'An experimental prototype starship.' });
  const setup = (vessel: Card = prototype()) => {
    const built = scene({
      missions: ['Test Mission', 'Explore Black Cluster'],
      ship: vessel,
      crew: [{ skills: 'Physics Stellar Cartography Leadership', i: 15 }, { skills: 'Physics Stellar Cartography Leadership', i: 15 }],
      hand: ['Evaluate Starship Systems', 'Post Garrison'],
    });
    const [evaluation, other] = built.ids.hand as [string, string];
    return { state: moved(built.state, evaluation, Z.table('p1')), evaluation, other, vessel: built.ids.ship! };
  };
  const place = (card: string, vessel: string): Command => ({ type: 'ActivateCard', actor: 'p1', card, ability: 'place', target: vessel });
  const all = (state: GameState, iid: string) => (['RANGE', 'WEAPONS', 'SHIELDS'] as const).map((a) => shipAttribute(state, iid, a));

  it('placed on a ship whose lore names it a prototype, not on another ship', () => {
    const { state, evaluation, vessel } = setup();
    expect(accepted(state, place(evaluation, vessel)).state.cards[evaluation]!.zone).toBe(Z.on(vessel));
    const plain = setup(ship({ title: 'Test Freighter' }));
    expect(refused(plain.state, place(plain.evaluation, plain.vessel))).not.toBeNull();
  });

  it('on the ship: +1 for your Test Mission, +2 with an objective of yours on a mission; on the table: nothing', () => {
    const { state, evaluation, other, vessel } = setup();
    const before = all(state, vessel);
    expect(before).toEqual([8, 6, 6]); // printed: the objective on the table adds nothing
    const placed = accepted(state, place(evaluation, vessel)).state;
    expect(all(placed, vessel)).toEqual(before.map((n) => n + 1));
    expect(all(moved(placed, other, Z.atop('L2')), vessel)).toEqual(before.map((n) => n + 2));
  });

  it('its crew solves Test Mission: 5 bonus points, three cards, the objective discarded', () => {
    const { state, evaluation, vessel } = setup();
    const placed = accepted(state, place(evaluation, vessel)).state;
    const { events, state: after } = runAttempt(placed, { type: 'AttemptMission', actor: 'p1', location: 'L1', ship: vessel });
    expect(ofType(events, 'PointsScored').map((e) => [e.points, e.bonus, e.source])).toContainEqual([5, true, evaluation]);
    expect(ofType(events, 'CardsDrawn').filter((e) => e.player === 'p1').map((e) => e.cards.length)).toEqual([3]);
    expect(after.cards[evaluation]!.zone).toBe(Z.discard('p1'));
  });

  it('does not apply: a mission without "Test" and without an objective on it leaves it on the ship', () => {
    const { state, evaluation, vessel } = setup();
    const placed = moved(accepted(state, place(evaluation, vessel)).state, vessel, Z.space('L2'));
    const { events, state: after } = runAttempt(placed, { type: 'AttemptMission', actor: 'p1', location: 'L2', ship: vessel });
    expect(ofType(events, 'MissionSolved')).toHaveLength(1);
    expect(ofType(events, 'PointsScored').filter((e) => e.source === evaluation)).toEqual([]);
    expect(after.cards[evaluation]!.zone).toBe(Z.on(vessel));
  });
});
