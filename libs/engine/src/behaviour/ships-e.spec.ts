/**
 * Issue 15 (ships, pass E): ship and mission texts written with existing words.
 *   1E rulebook › THE CARDS › SHIPS (a ship's attributes as its text modifies them).
 * given (a play-phase scene) / when (reads and commands) / then (the attributes, the facts).
 */
import type { Card } from '@captains-log/cards';
import { person, realCard, scene } from '../testing/attempt-scene';
import type { GameState } from '../types';
import { shipAttribute } from './ship-modifiers';

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
