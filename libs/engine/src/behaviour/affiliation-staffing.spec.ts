/**
 * Issue 15 (lead): affiliation codes in a ship's staffing requirement (behaviour/special-staffing.ts ›
 * affiliationStaffingShown, read by play.ts › staffedNow). [Borg] on the Borg Cube, [NA] on the Zalkonian Vessel: each is
 * met by a compatible personnel of that affiliation aboard, one requirement per personnel, as every staffing icon.
 *   1E rulebook › EXECUTING ORDERS › STAFF A SHIP ("each staffing requirement is met by a compatible personnel onboard";
 *   "One personnel cannot supply more than one required staffing icon … a Borg Cube normally requires seven personnel").
 * given (the printed ship at L1 with a crew) / when (isStaffed, Fly) / then (staffed and moved, or refused).
 */
import { lookupIcon, type Card } from '@captains-log/cards';
import { isStaffed } from '../play';
import { person, realCard, scene } from '../testing/attempt-scene';
import { play as run, refused } from '../testing/scenario';
import type { Command } from '../types';
import { Z } from '../zones';

const member = (affiliation: string, icons: string[] = []): Card => ({
  ...person({ affiliation, skills: 'ENGINEER' }),
  icons: icons.map((code) => ({ code, name: lookupIcon(code)?.name ?? code, category: lookupIcon(code)?.category ?? 'staffing' })),
});
function given(shipTitle: string, crew: Card[]) {
  const built = scene({ missions: ['Excavation', 'Investigate Alien Probe'], ship: realCard(shipTitle), crew });
  return { state: built.state, ship: built.ids.ship! };
}
const fly = (ship: string): Command => ({ type: 'Fly', actor: 'p1', ship, to: 'L2' });

describe('[Borg] on the Borg Cube ([Borg][Borg][Borg][Com][Def][Nav][Nav])', () => {
  const subcommands = () => [member('Borg', ['Com']), member('Borg', ['Def']), member('Borg', ['Nav']), member('Borg', ['Nav'])];
  it('applies: three more Borg drones beside the four with subcommand icons staff it, and it flies', () => {
    const { state, ship } = given('Borg Cube', [...subcommands(), member('Borg'), member('Borg'), member('Borg')]);
    expect(isStaffed(state, ship)).toBe(true);
    expect(run(state, [fly(ship)]).state.cards[ship]!.zone).toBe(Z.space('L2'));
  });
  it('does not apply: six Borg are one short (a drone with a subcommand icon meets one requirement only); the flight is refused', () => {
    const { state, ship } = given('Borg Cube', [...subcommands(), member('Borg'), member('Borg')]);
    expect(isStaffed(state, ship)).toBe(false);
    expect(refused(state, fly(ship))).not.toBeNull();
  });
});

describe('[NA] on the Zalkonian Vessel ([Cmd][NA][NA])', () => {
  it('applies: a Non-Aligned [Cmd] personnel and two other Non-Aligned personnel staff it', () => {
    const { state, ship } = given('Zalkonian Vessel', [member('Non-Aligned', ['Cmd']), member('Non-Aligned'), member('Non-Aligned')]);
    expect(isStaffed(state, ship)).toBe(true);
  });
  it('does not apply: a Federation personnel aboard (compatible, but not Non-Aligned) does not meet [NA]', () => {
    const { state, ship } = given('Zalkonian Vessel', [member('Non-Aligned', ['Cmd']), member('Non-Aligned'), member('Federation')]);
    expect(isStaffed(state, ship)).toBe(false);
  });
});
