/**
 * Ship text (issue 15): a ship's own attribute bonus where it is (a quadrant or a region) or while
 * phased — read by `shipAttribute`, so flying, beaming through SHIELDS and battle all see it — and
 * special equipment printed in a ship's text line (I.K.C. Toh'Kaht cloaks).
 *   1E rulebook › THE CARDS › SHIPS; EXECUTING ORDERS › FLY A STARSHIP; CLOAK.
 * given (a play-phase scene) / when (commands) / then (the facts).
 */
import type { Card } from '@captains-log/cards';
import { evolveAll } from '../evolve';
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
