/**
 * Holograms and the Holodeck special equipment (issue 15), and Holo-Projectors.
 *   1E rulebook › HOLOGRAPHIC PERSONNEL AND EQUIPMENT › ACTIVATION AND DEACTIVATION (activated where
 *   present with a holodeck; deactivated — disabled — aboard any other ship or facility; nowhere else);
 *   Clarification: Allowing Holograms to "Exist" Elsewhere (Holo-Projectors).
 * given (a play-phase scene) / when (commands) / then (the facts).
 */
import type { Card } from '@captains-log/cards';
import { activePersonnel } from '../attempt/teams';
import { evolveAll } from '../evolve';
import { legalCommands } from '../legal';
import { isStaffed } from '../play';
import { ofType, person, scene, ship } from '../testing/attempt-scene';
import { when } from '../testing/scenario';
import type { Command, GameEvent, GameState } from '../types';
import { Z } from '../zones';
import { HOLOGRAM_RULES, isDeactivated } from './holograms';

const STF = { code: 'Stf', name: 'Staff', category: 'staffing' } as const;
const HOLO = { code: 'Holo', name: 'Hologram', category: 'built-in-rule' } as const;
function hologram(): Card {
  return { ...person({ skills: 'MEDICAL', affiliation: 'Federation' }), icons: [HOLO, STF] } as unknown as Card;
}
function starship(equipment: readonly string[]): Card {
  const card = ship();
  return { ...card, ship: { ...card.ship!, staffing: { icons: ['Stf'], alternatives: [] }, specialEquipment: equipment } } as Card;
}
function refused(state: GameState, command: Command): { code: string; rule: string } {
  const outcome = when(state, command);
  if (!('violation' in outcome)) throw new Error(`expected ${command.type} to be refused`);
  return { code: outcome.violation.code, rule: outcome.violation.rule };
}
function ok(state: GameState, command: Command): { events: GameEvent[]; state: GameState } {
  const outcome = when(state, command);
  if ('violation' in outcome) throw new Error(`${command.type} refused: ${outcome.violation.code}`);
  return outcome;
}

/** p1's ship at the Federation planet mission L1 with a holographic crewman aboard. */
function holoCrew(equipment: readonly string[], hand: string[] = []) {
  const built = scene({ missions: ['Avert Disaster'], ship: starship(equipment), crew: [hologram()], hand });
  return { ...built, ship: built.ids.ship!, doc: built.ids.crew[0]! };
}

describe('Holodeck (1E rulebook › HOLOGRAPHIC PERSONNEL AND EQUIPMENT › ACTIVATION AND DEACTIVATION)', () => {
  it('aboard a ship with a Holodeck a hologram is activated: it staffs the ship and counts in the crew', () => {
    const { state, ship, doc } = holoCrew(['Holodeck']);
    expect(isDeactivated(state, doc)).toBe(false);
    expect(isStaffed(state, ship)).toBe(true);
    expect(activePersonnel(state, Z.aboard(ship), 'p1')).toEqual([doc]);
  });
  it('aboard a ship without one it is deactivated (disabled): it does not staff, count, or move on its own', () => {
    const { state, ship, doc } = holoCrew(['Tractor Beam']);
    expect(isDeactivated(state, doc)).toBe(true);
    expect(isStaffed(state, ship)).toBe(false);
    expect(activePersonnel(state, Z.aboard(ship), 'p1')).toEqual([]);
    expect(refused(state, { type: 'Beam', actor: 'p1', cards: [doc], to: Z.surface('L1'), via: ship })).toEqual({ code: 'DEACTIVATED', rule: HOLOGRAM_RULES.activation });
  });
  it('it may not beam to a planet where holograms cannot exist', () => {
    const { state, ship, doc } = holoCrew(['Holodeck']);
    expect(refused(state, { type: 'Beam', actor: 'p1', cards: [doc], to: Z.surface('L1'), via: ship })).toEqual({ code: 'HOLOGRAM_CANNOT_EXIST', rule: HOLOGRAM_RULES.mayNotMove });
    expect(legalCommands(state, 'p1').filter((command) => command.type === 'Beam')).toEqual([]);
  });
});

describe('101_078 Holo-Projectors (holograms may exist on that planet)', () => {
  it('played on the planet: the hologram beams down and stays activated there', () => {
    const { state, ship, doc, ids } = holoCrew(['Holodeck'], ['Holo-Projectors']);
    const projectors = ids.hand[0]!;
    const played = ok(state, { type: 'PlayCard', actor: 'p1', card: projectors, target: 'L1' });
    expect(played.state.cards[projectors]!.zone).toBe(Z.atop('L1'));
    const beamed = ok(played.state, { type: 'Beam', actor: 'p1', cards: [doc], to: Z.surface('L1'), via: ship });
    expect(ofType(beamed.events, 'CardsBeamed').map((event) => event.to)).toEqual([Z.surface('L1')]);
    expect(isDeactivated(beamed.state, doc)).toBe(false);
    expect(activePersonnel(beamed.state, Z.surface('L1'), 'p1')).toEqual([doc]);
  });
  it('without it (the card still in hand) the planet is closed to holograms; once it leaves, a hologram there is no longer activated (its erasure is not automated: it stays, disabled)', () => {
    const { state, ship, doc, ids } = holoCrew(['Holodeck'], ['Holo-Projectors']);
    expect(refused(state, { type: 'Beam', actor: 'p1', cards: [doc], to: Z.surface('L1'), via: ship }).code).toBe('HOLOGRAM_CANNOT_EXIST');
    const projectors = ids.hand[0]!;
    const down = ok(ok(state, { type: 'PlayCard', actor: 'p1', card: projectors, target: 'L1' }).state, { type: 'Beam', actor: 'p1', cards: [doc], to: Z.surface('L1'), via: ship }).state;
    const gone = evolveAll([{ type: 'CardMoved', card: projectors, from: Z.atop('L1'), to: Z.discard('p1'), faceUp: true, reason: 'test' }], down);
    expect(isDeactivated(gone, doc)).toBe(true);
  });
});
