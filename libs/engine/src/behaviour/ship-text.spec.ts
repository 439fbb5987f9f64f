/**
 * Ship text (issue 15): a ship's own attribute bonus where it is (a quadrant or a region) or while
 * phased — read by `shipAttribute`, so flying, beaming through SHIELDS and battle all see it — and
 * special equipment printed in a ship's text line (I.K.C. Toh'Kaht cloaks).
 *   1E rulebook › THE CARDS › SHIPS; EXECUTING ORDERS › FLY A STARSHIP; CLOAK.
 * given (a play-phase scene) / when (commands) / then (the facts).
 */
import type { Card } from '@captains-log/cards';
import { evolveAll } from '../evolve';
import { when } from '../testing/scenario';
import type { Command, GameEvent } from '../types';
import { Z } from '../zones';
import { RULES } from '../rules';
import { legalCommands } from '../legal';
import { remainingRange } from '../play';
import { person, realCard, scene } from '../testing/attempt-scene';
import type { GameState } from '../types';
import { shipAttribute } from './ship-modifiers';
import { printedEquipment } from './ship-equipment';

type Where = { quadrant?: 'Alpha' | 'Gamma'; region?: string };

/** The ship (by id) alone in orbit at L1, in that quadrant or region; its owner's crewman of its affiliation aboard. */
function at(id: string, where: Where): { state: GameState; ship: string } {
  const card = realCard(id);
  const crew = { ...person({ affiliation: card.affiliations[0] ?? 'Non-Aligned' }), icons: [{ code: 'Stf', name: 'Staff', category: 'staffing' }] } as Card;
  const built = scene({ missions: ['Investigate Alien Probe', 'Survey Mission'], quadrant: where.quadrant ?? 'Alpha', ship: card, crew: [crew] });
  const state = where.region ? { ...built.state, locations: { ...built.state.locations, L1: { ...built.state.locations['L1']!, region: where.region } } } : built.state;
  return { state, ship: built.ids.ship! };
}
const attributes = (state: GameState, ship: string) => (['RANGE', 'WEAPONS', 'SHIELDS'] as const).map((attribute) => shipAttribute(state, ship, attribute));
const printed = (id: string) => {
  const facts = realCard(id).ship!;
  return [facts.range, facts.weapons, facts.shields].map((value) => (value.kind === 'number' ? value.value : 0));
};
const plus = (values: number[], delta: number) => values.map((value) => value + delta);

describe.each([
  ['112_259', "I.K.C. Toh'Kaht", 1],
  ['115_127', 'U.S.S. Odyssey', 1],
  ['176_052', 'Ferengi Freighter', 1],
  ['176_053', 'Serrola', 2],
])('%s %s (every attribute higher in the Gamma Quadrant)', (id, _title, delta) => {
  it(`in the Gamma Quadrant: RANGE, WEAPONS and SHIELDS +${delta}`, () => {
    const { state, ship } = at(id, { quadrant: 'Gamma' });
    expect(attributes(state, ship)).toEqual(plus(printed(id), delta));
    expect(remainingRange(state, ship)).toBe(printed(id)[0]! + delta);
  });
  it('in the Alpha Quadrant: as printed', () => {
    const { state, ship } = at(id, { quadrant: 'Alpha' });
    expect(attributes(state, ship)).toEqual(printed(id));
  });
});

describe.each([
  ['161_053', 'Deranas', 'Neutral Zone Region', 2],
  ['172_049', 'Cosette', 'Demilitarized Zone Region', 2],
  ['172_053', 'Val Jean', 'Badlands Region', 2],
])('%s %s (every attribute higher in its region)', (id, _title, region, delta) => {
  it(`in the ${region}: every attribute +${delta}`, () => {
    const { state, ship } = at(id, { region });
    expect(attributes(state, ship)).toEqual(plus(printed(id), delta));
  });
  it('in another region, or none: as printed', () => {
    expect(attributes(at(id, { region: 'Bajor Region' }).state, at(id, { region: 'Bajor Region' }).ship)).toEqual(printed(id));
    const { state, ship } = at(id, {});
    expect(attributes(state, ship)).toEqual(printed(id));
  });
});

describe('238_033 Chariot of "God" (RANGE +4 in the Great Barrier region)', () => {
  it('in the Great Barrier region it has four more RANGE (WEAPONS and SHIELDS as printed)', () => {
    const { state, ship } = at('238_033', { region: 'Great Barrier Region' });
    const [range, weapons, shields] = printed('238_033');
    expect(attributes(state, ship)).toEqual([range! + 4, weapons, shields]);
  });
  it('elsewhere its RANGE is as printed', () => {
    const { state, ship } = at('238_033', { region: 'Briar Patch Region' });
    expect(attributes(state, ship)).toEqual(printed('238_033'));
  });
});

describe('117_126 Apnex (RANGE +4 while phased)', () => {
  it('phased: four more RANGE', () => {
    const { state, ship } = at('117_126', {});
    const phased = evolveAll([{ type: 'ShipCloaked', player: 'p1', ship, mode: 'phased', turn: 1 }], state);
    expect(shipAttribute(phased, ship, 'RANGE')).toBe(printed('117_126')[0]! + 4);
  });
  it('cloaked (not phased) or visible: RANGE as printed', () => {
    const { state, ship } = at('117_126', {});
    const cloaked = evolveAll([{ type: 'ShipCloaked', player: 'p1', ship, mode: 'cloaked', turn: 1 }], state);
    expect(shipAttribute(cloaked, ship, 'RANGE')).toBe(printed('117_126')[0]);
    expect(shipAttribute(state, ship, 'RANGE')).toBe(printed('117_126')[0]);
  });
});

describe("special equipment printed in a text line (I.K.C. Toh'Kaht: Cloaking Device, Tractor Beam)", () => {
  it('counts as its special equipment: it may cloak', () => {
    expect(realCard('112_259').ship!.specialEquipment).toEqual([]);
    expect(printedEquipment(realCard('112_259'))).toEqual(['Cloaking Device', 'Tractor Beam']);
    const { state, ship } = at('112_259', {});
    expect(legalCommands(state, 'p1').filter((command) => command.type === 'CloakShip')).toEqual([{ type: 'CloakShip', actor: 'p1', ship, mode: 'cloak' }]);
  });
  it('a ship without special equipment in its list or text has none (Cosette)', () => {
    expect(printedEquipment(realCard('172_049'))).toEqual([]);
  });
});

/** The ship (by id) in orbit of the planet L1, staffed (one crewman per staffing icon, of its affiliation). */
function orbiting(id: string): { state: GameState; ship: string } {
  const card = realCard(id);
  const icons = card.ship!.staffing.icons.length ? card.ship!.staffing.icons : ['Stf'];
  const crew = icons.map((code) => ({ ...person({ affiliation: card.affiliations[0]! }), icons: [{ code, name: code, category: 'staffing' }] }) as Card);
  const built = scene({ missions: ['Fever Emergency', 'Investigate Alien Probe'], ship: card, crew });
  return { state: built.state, ship: built.ids.ship! };
}
function run(state: GameState, commands: readonly Command[]): { events: GameEvent[]; state: GameState } {
  let current = state;
  const events: GameEvent[] = [];
  for (const command of commands) {
    const outcome = when(current, command);
    if ('violation' in outcome) throw new Error(`${command.type}: ${outcome.violation.code}`);
    events.push(...outcome.events);
    current = outcome.state;
  }
  return { events, state: current };
}
function code(state: GameState, command: Command): string | null {
  const outcome = when(state, command);
  return 'violation' in outcome ? outcome.violation.code : null;
}
const land = (ship: string): Command => ({ type: 'Land', actor: 'p1', ship });
const takeOff = (ship: string): Command => ({ type: 'TakeOff', actor: 'p1', ship });
const nextTurn = (state: GameState, number: number) => evolveAll([{ type: 'TurnBegan', player: 'p1', number }], state);

describe('238_032 Shuttle Galileo (lands or takes off once each turn)', () => {
  it('lands once this turn; taking off again the same turn is refused (and not offered), next turn it may', () => {
    const { state, ship } = orbiting('238_032');
    const landed = run(state, [land(ship)]);
    expect(landed.events.filter((event) => event.type === 'ShipLanded')).toEqual([{ type: 'ShipLanded', player: 'p1', ship, location: 'L1', limited: true, rule: RULES.land }]);
    expect(landed.state.cards[ship]!.zone).toBe(Z.surface('L1'));
    expect(code(landed.state, takeOff(ship))).toBe('LANDING_USED');
    expect(legalCommands(landed.state, 'p1').some((command) => command.type === 'TakeOff')).toBe(false);
    const later = nextTurn(landed.state, 3);
    expect(code(later, takeOff(ship))).toBeNull();
    expect(legalCommands(later, 'p1')).toContainEqual(takeOff(ship));
  });
});

describe('172_050 Guingouin (lands or takes off once each turn, using 1 RANGE)', () => {
  it('landing uses 1 RANGE of the turn', () => {
    const { state, ship } = orbiting('172_050');
    const landed = run(state, [land(ship)]).state;
    expect(landed.turn!.rangeUsed[ship]).toBe(1);
    expect(code(landed, takeOff(ship))).toBe('LANDING_USED');
  });
  it('with no RANGE left this turn it may not land', () => {
    const { state, ship } = orbiting('172_050');
    const spent = { ...state, turn: { ...state.turn!, rangeUsed: { [ship]: shipAttribute(state, ship, 'RANGE') } } };
    expect(code(spent, land(ship))).toBe('INSUFFICIENT_RANGE');
  });
});

describe('109_128 Phoenix (takes off and lands once per game)', () => {
  it('lands once, takes off once in a later turn, and never lands again', () => {
    const { state, ship } = orbiting('109_128');
    const landed = run(state, [land(ship)]).state;
    const up = run(nextTurn(landed, 3), [takeOff(ship)]).state;
    expect(up.cards[ship]!.zone).toBe(Z.space('L1'));
    expect(code(nextTurn(up, 5), land(ship))).toBe('LANDING_USED');
  });
  it('its first landing of the game is allowed', () => {
    const { state, ship } = orbiting('109_128');
    expect(code(state, land(ship))).toBeNull();
  });
});
