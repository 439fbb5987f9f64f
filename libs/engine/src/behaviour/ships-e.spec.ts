/**
 * Issue 15 (ships, pass E): ship and mission texts written with existing words.
 *   1E rulebook › THE CARDS › SHIPS (a ship's attributes as its text modifies them).
 * given (a play-phase scene) / when (reads and commands) / then (the attributes, the facts).
 */
import type { Card } from '@captains-log/cards';
import { person, realCard, scene } from '../testing/attempt-scene';
import type { GameState } from '../types';
import { shipAttribute } from './ship-modifiers';
import { misSeedReason } from '../seeding';

const attributes = (state: GameState, ship: string) => (['RANGE', 'WEAPONS', 'SHIELDS'] as const).map((attribute) => shipAttribute(state, ship, attribute));
const printed = (id: string) => {
  const facts = realCard(id).ship!;
  return [facts.range, facts.weapons, facts.shields].map((value) => (value.kind === 'number' ? value.value : 0));
};
/** The ship (by id) in orbit at L1 with exactly these personnel of its owner aboard. */
function crewed(id: string, crew: readonly Card[]): { state: GameState; ship: string } {
  const built = scene({ missions: ['Investigate Alien Probe'], ship: realCard(id), crew: [...crew] });
  return { state: built.state, ship: built.ids.ship! };
}
const icon = (code: string) => ({ code, name: code, category: code === 'Cmd' || code === 'Stf' ? 'staffing' : 'faction' });
function member(spec: { affiliation: string; icons?: string[]; ch?: string[] }): Card {
  return { ...person({ affiliation: spec.affiliation, ...(spec.ch ? { ch: spec.ch } : {}) }), icons: (spec.icons ?? []).map(icon) } as unknown as Card;
}
const times = (count: number, make: () => Card) => Array.from({ length: count }, make);

describe.each([
  ['191_058', 'I.S.S. Enterprise NX-01 (per [Sta][TE] personnel aboard)', () => member({ affiliation: 'Starfleet', icons: ['TE', 'Stf'] }), () => member({ affiliation: 'Starfleet', icons: ['Stf'] })],
  ['149_053', 'Quetsivoo (per thief aboard)', () => member({ affiliation: 'Ferengi', ch: ['Thief'] }), () => member({ affiliation: 'Ferengi', ch: ['Cook'] })],
] as const)('%s %s: every attribute +1 per matching personnel aboard, at most four', (id, _title, matching, other) => {
  it('two matching personnel (and one other) aboard: +2', () => {
    const { state, ship } = crewed(id, [...times(2, matching), other()]);
    expect(attributes(state, ship)).toEqual(printed(id).map((value) => value + 2));
  });
  it('five matching aboard: the bonus stops at +4', () => {
    const { state, ship } = crewed(id, times(5, matching));
    expect(attributes(state, ship)).toEqual(printed(id).map((value) => value + 4));
  });
  it('none matching aboard: as printed', () => {
    const { state, ship } = crewed(id, [other(), other()]);
    expect(attributes(state, ship)).toEqual(printed(id));
  });
});

describe('112_121 Orb Negotiations: any number of Orb artifacts may seed under this planet mission', () => {
  // 1E rulebook › THE SEED PHASES (mis-seeds: more than one artifact under a planet mission).
  it('two Orb artifacts seeded under it are no mis-seeds', () => {
    const welcome = scene({ missions: [realCard('112_121')], seeds: [{ card: 'Orb of Wisdom', owner: 'p1' }, { card: 'Orb of Time', owner: 'p1' }] });
    expect(welcome.ids.seeds.map((iid) => misSeedReason(welcome.state, 'p1', iid, 'L1'))).toEqual([undefined, undefined]);
  });
  it('the same two under another planet mission (Excavation) are mis-seeds', () => {
    const elsewhere = scene({ missions: ['Excavation'], seeds: [{ card: 'Orb of Wisdom', owner: 'p1' }, { card: 'Orb of Time', owner: 'p1' }] });
    expect(elsewhere.ids.seeds.map((iid) => misSeedReason(elsewhere.state, 'p1', iid, 'L1'))).toEqual([
      'more than one artifact at this mission (all are mis-seeds)',
      'more than one artifact at this mission (all are mis-seeds)',
    ]);
  });
});
