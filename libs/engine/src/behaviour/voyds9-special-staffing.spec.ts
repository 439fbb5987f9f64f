/**
 * Issue 15 (helper voyds9): special staffing icons (behaviour/special-staffing.ts, read by play.ts ›
 * staffedNow). A [Maq] staffing requirement is met by a compatible personnel aboard who shows the [Maq]
 * icon; one personnel meets one requirement; [Cmd] still stands in only for [Stf].
 *   1E rulebook › EXECUTING ORDERS › STAFF A SHIP; 1E current rulings › ship staffing (special staffing icons).
 * given (the printed Maquis Raider, [Maq][Maq], at L1 with a crew) / when (isStaffed, Fly) / then (staffed, moved or refused).
 */
import type { Card } from '@captains-log/cards';
import { isStaffed } from '../play';
import { person, realCard, scene } from '../testing/attempt-scene';
import { play as run, refused } from '../testing/scenario';
import type { Command } from '../types';
import { Z } from '../zones';

const staffer = (icons: string[]): Card => ({
  ...person({ affiliation: 'Non-Aligned', skills: 'ENGINEER' }),
  icons: icons.map((code) => ({ code, name: code, category: ['Cmd', 'Stf'].includes(code) ? 'staffing' : 'faction' })),
});

function given(crew: (string | Card)[], ship = 'Maquis Raider') {
  const built = scene({ missions: ['Excavation', 'Investigate Alien Probe'], ship: realCard(ship), crew });
  return { state: built.state, ship: built.ids.ship! };
}
const fly = (ship: string): Command => ({ type: 'Fly', actor: 'p1', ship, to: 'L2' });

describe('special staffing icons: [Maq] on Maquis (Condor-class) ships', () => {
  it('applies: two [Maq] personnel (Sark, Amaros) staff the Maquis Raider, and it flies', () => {
    const { state, ship } = given(['Sark', 'Amaros']);
    expect(isStaffed(state, ship)).toBe(true);
    expect(run(state, [fly(ship)]).state.cards[ship]!.zone).toBe(Z.space('L2'));
  });
  it('applies to the Liberty too ([Maq][Maq]); a [Cmd][Maq] personnel counts once', () => {
    expect(isStaffed(given(['Rebecca Sullivan', 'Sark'], 'Liberty').state, given(['Rebecca Sullivan', 'Sark'], 'Liberty').ship)).toBe(true);
    const alone = given(['Rebecca Sullivan'], 'Liberty');
    expect(isStaffed(alone.state, alone.ship)).toBe(false);
  });
  it('does not apply: two non-Maquis [Stf] personnel (or [Cmd] ones) do not staff it, and the flight is refused', () => {
    const staff = given([staffer(['Stf']), staffer(['Stf'])]);
    expect(isStaffed(staff.state, staff.ship)).toBe(false);
    expect(refused(staff.state, fly(staff.ship))).not.toBeNull();
    const command = given([staffer(['Cmd']), staffer(['Cmd'])]);
    expect(isStaffed(command.state, command.ship)).toBe(false);
  });
  it('one [Maq] and one plain [Stf]: one requirement unmet', () => {
    const mixed = given(['Sark', staffer(['Stf'])]);
    expect(isStaffed(mixed.state, mixed.ship)).toBe(false);
  });
});
