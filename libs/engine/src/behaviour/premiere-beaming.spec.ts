/**
 * Premiere events that limit beaming at a planet (issue 15, second pass): Atmospheric Ionization
 * (three personnel a turn), Distortion Field (none while face up), Pattern Enhancers (yours ignore both).
 *   1E rulebook › EXECUTING ORDERS › BEAM; THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES.
 * given (p1's ship at L1 Excavation, a planet, with five personnel aboard; the event atop L1) /
 * when (Beam to the surface) / then (refused, or beamed and counted; what legalCommands offers).
 */
import { evolveAll } from '../evolve';
import { legalCommands } from '../legal';
import { ofType, scene, ship } from '../testing/attempt-scene';
import { when, play as run } from '../testing/scenario';
import type { Command, GameState } from '../types';
import { Z } from '../zones';

function refused(state: GameState, command: Command): string {
  const outcome = when(state, command);
  if (!('violation' in outcome)) throw new Error(`expected a violation for ${command.type}`);
  return outcome.violation.code;
}

function beamScene(event: string, withEnhancers = false) {
  const crew = Array.from({ length: 5 }, () => ({ skills: 'OFFICER' }));
  const built = scene({ missions: ['Excavation', 'Study Stellar Collision'], ship: ship(), crew, hand: [event, 'Pattern Enhancers'] });
  const [card, enhancers] = built.ids.hand as [string, string];
  let state = run(built.state, [{ type: 'PlayCard', actor: 'p1', card, target: 'L1' }]).state;
  if (withEnhancers) state = evolveAll([{ type: 'CardMoved', card: enhancers, from: Z.hand('p1'), to: Z.table('p1'), faceUp: true, reason: 'test' }], state);
  state = evolveAll([{ type: 'TurnBegan', player: 'p1', number: 3 }], state);
  const beam = (cards: readonly string[]): Command => ({ type: 'Beam', actor: 'p1', cards, to: Z.surface('L1'), via: built.ids.ship! });
  return { card, crew: built.ids.crew, shipId: built.ids.ship!, state, beam };
}

describe('101_068 Atmospheric Ionization (at most three personnel a turn beam to or from the surface)', () => {
  it('three beam down (counted); a fourth is refused this turn; the whole group of five is not offered; next turn beaming goes on', () => {
    const { card, crew, state, beam } = beamScene('Atmospheric Ionization');
    expect(state.cards[card]!.zone).toBe(Z.atop('L1'));
    const three = run(state, [beam(crew.slice(0, 3))]);
    expect(ofType(three.events, 'BeamsCounted').map((e) => [e.location, e.count])).toEqual([['L1', 3]]);
    expect(refused(three.state, beam([crew[3]!]))).toBe('BEAM_LIMIT');
    expect(refused(state, beam(crew))).toBe('BEAM_LIMIT');
    expect(legalCommands(state, 'p1').filter((c) => c.type === 'Beam' && c.cards.length === 5)).toEqual([]);
    const next = evolveAll([{ type: 'TurnBegan', player: 'p1', number: 5 }], three.state);
    expect(run(next, [beam([crew[3]!])]).state.cards[crew[3]!]!.zone).toBe(Z.surface('L1'));
  });
  it('with Pattern Enhancers on your table all five beam down at once', () => {
    const { crew, state, beam } = beamScene('Atmospheric Ionization', true);
    expect(run(state, [beam(crew)]).state.cards[crew[4]!]!.zone).toBe(Z.surface('L1'));
  });
  it('it plays only at a planet location', () => {
    const built = scene({ missions: ['Study Stellar Collision'], hand: ['Atmospheric Ionization'] });
    expect(refused(built.state, { type: 'PlayCard', actor: 'p1', card: built.ids.hand[0]!, target: 'L1' })).toBe('INVALID_TARGET');
  });
});

describe('101_070 Distortion Field (no beaming to or from the surface while face up) and 101_086 Pattern Enhancers', () => {
  it('beaming down is refused and not offered', () => {
    const { crew, state, beam } = beamScene('Distortion Field');
    expect(refused(state, beam([crew[0]!]))).toBe('NO_BEAMING_HERE');
    expect(legalCommands(state, 'p1').filter((c) => c.type === 'Beam')).toEqual([]);
  });
  it('with Pattern Enhancers on your table the team beams down', () => {
    const { crew, state, beam } = beamScene('Distortion Field', true);
    expect(run(state, [beam([crew[0]!])]).state.cards[crew[0]!]!.zone).toBe(Z.surface('L1'));
  });
  it('turned face down (a manual flip) it no longer stops beaming', () => {
    const { card, crew, state, beam } = beamScene('Distortion Field');
    const flipped = evolveAll([{ type: 'CardMoved', card, from: Z.atop('L1'), to: Z.atop('L1'), faceUp: false, reason: 'flipped' }], state);
    expect(run(flipped, [beam([crew[0]!])]).state.cards[crew[0]!]!.zone).toBe(Z.surface('L1'));
  });
});
