/**
 * Transporters reaching an adjacent location (issue 15, helper evint): Subspace Transporter — lying on your ship, once each
 * turn the ship beams one of your Treachery personnel between any places at its location or an adjacent one; only
 * Subspace Interference may nullify it.
 *   1E rulebook › EXECUTING ORDERS › BEAM; THE CARDS › EVENTS.
 * given (a scene: p1's ship at L1 with a Treachery personnel and an OFFICER; L2 next to it, L3 beyond) / when (PlayCard,
 * Beam) / then (the zones, the refusals).
 */
import { evolveAll } from '../evolve';
import { ofType, realCard, scene } from '../testing/attempt-scene';
import { play as run, refused } from '../testing/scenario';
import type { Command } from '../types';
import { Z } from '../zones';
import { immune } from './play';
import { legalCommands } from '../legal';

const beam = (card: string, to: string, via: string): Command => ({ type: 'Beam', actor: 'p1', cards: [card], to, via });

function table(withCard = true) {
  const built = scene({
    missions: ['Excavation', 'Reported Activity', 'Evacuation'],
    ship: realCard('U.S.S. Galaxy'),
    crew: [{ skills: 'SECURITY Treachery' }, { skills: 'OFFICER' }],
    hand: ['Subspace Transporter', 'Kevin Uxbridge'],
  });
  const ship = built.ids.ship!;
  const [card, kevin] = built.ids.hand as [string, string];
  const [agent, officer] = built.ids.crew as [string, string];
  const state = withCard ? run(built.state, [{ type: 'PlayCard', actor: 'p1', card, target: ship }]).state : built.state;
  return { state, ship, card, kevin, agent, officer };
}

describe('119_018 Subspace Transporter (on your ship: once each turn it beams one of your Treachery personnel at its own or an adjacent location; nullified only by Subspace Interference)', () => {
  it('played on the ship, it beams the Treachery personnel to the adjacent planet — once this turn', () => {
    const { state, ship, card, agent } = table();
    expect(state.cards[card]!.zone).toBe(Z.on(ship));
    const after = run(state, [beam(agent, Z.surface('L2'), ship)]);
    expect(after.state.cards[agent]!.zone).toBe(Z.surface('L2'));
    expect(ofType(after.events, 'CardsBeamed')).toHaveLength(1);
    // Back again the same turn: the turn's use is spent.
    expect(refused(after.state, beam(agent, Z.aboard(ship), ship))).toBe('NOT_SAME_LOCATION');
  });
  it('not a personnel without Treachery, not two locations away, not without the event', () => {
    const { state, ship, agent, officer } = table();
    expect(refused(state, beam(officer, Z.surface('L2'), ship))).toBe('NOT_SAME_LOCATION');
    expect(refused(state, beam(agent, Z.surface('L3'), ship))).toBe('NOT_SAME_LOCATION');
    const bare = table(false);
    expect(refused(bare.state, beam(bare.agent, Z.surface('L2'), bare.ship))).toBe('NOT_SAME_LOCATION');
    // The ordinary route stays: down to its own planet.
    expect(run(state, [beam(officer, Z.surface('L1'), ship)]).state.cards[officer]!.zone).toBe(Z.surface('L1'));
  });
  it('legalCommands offers the nearby beams (each accepted) and none for other personnel, after the use, or without the event', () => {
    const { state, ship, agent, officer } = table();
    const beams = (s: typeof state) => legalCommands(s, 'p1').filter((c): c is Extract<Command, { type: 'Beam' }> => c.type === 'Beam');
    const nearby = beams(state).filter((c) => c.to === Z.surface('L2') || c.to === Z.surface('L3'));
    expect(nearby).toEqual([beam(agent, Z.surface('L2'), ship)]);
    expect(run(state, nearby).state.cards[agent]!.zone).toBe(Z.surface('L2'));
    // the officer (no Treachery) is offered only the ordinary beam down to L1
    expect(beams(state).filter((c) => c.cards.includes(officer) && c.cards.length === 1).map((c) => c.to)).toEqual([Z.surface('L1')]);
    // the turn's use spent: no beam back from L2
    const after = run(state, nearby).state;
    expect(beams(after).filter((c) => c.cards.includes(agent))).toEqual([]);
    const bare = table(false);
    expect(beams(bare.state).filter((c) => c.to === Z.surface('L2'))).toEqual([]);
  });
  it('only Subspace Interference may nullify it: Kevin Uxbridge may not target it', () => {
    const { state, card, kevin } = table();
    expect(immune(evolveAll([], state), card, kevin)).toBe(true);
  });
});
