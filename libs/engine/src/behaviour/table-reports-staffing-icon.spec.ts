/**
 * Issue 15 (helper partials): a table card lets each of your personnel report, as the normal card play,
 * aboard your ship whose staffing shows a special staffing icon (not [Cmd] or [Stf]) the personnel shows
 * (behaviour/table-reports.ts › `sameSpecialStaffingIcon`, `cost: 'normal'`). 115_020 Crew Reassignment,
 * whose other part ([Ent-E] personnel staff as [Stf]) is tested again here.
 *   1E rulebook › REPORTING FOR DUTY › SPECIAL REPORTING; SHIPS (staffing); THE PLAY PHASE (the normal card play).
 * given (Crew Reassignment on p1's table, p1's [Cmd][Maq] ship at L1) / when (SpecialReport) / then (the facts).
 */
import type { Card } from '@captains-log/cards';
import { legalCommands } from '../legal';
import { isStaffed } from '../play';
import { ofType, person, scene, ship } from '../testing/attempt-scene';
import { moved, play as run, refused } from '../testing/scenario';
import { Z } from '../zones';
import { specialReport as special } from '../testing/commands';

const icon = (code: string) => ({ code, name: code, category: ['Cmd', 'Stf'].includes(code) ? 'staffing' : 'other' });
const withIcons = (card: Card, icons: string[]): Card => ({ ...card, icons: [...card.icons, ...icons.map(icon)] });
function starship(staffing: string[]): Card {
  const base = ship();
  return { ...base, ship: { ...base.ship!, staffing: { icons: staffing, alternatives: [] } } };
}

function given(onTable: boolean) {
  const built = scene({
    missions: ['Excavation'],
    ship: starship(['Cmd', 'Maq']),
    crew: [withIcons(person({ skills: 'OFFICER' }), ['Cmd'])],
    hand: ['Crew Reassignment', withIcons(person({ skills: 'ENGINEER' }), ['Maq']), withIcons(person({ skills: 'MEDICAL' }), ['AU']), person({ skills: 'SCIENCE' })],
  });
  const [event, maquis, au, plain] = built.ids.hand as [string, string, string, string];
  const state = onTable ? moved(built.state, [[event, Z.table('p1')]]) : built.state;
  return { state, event, maquis, au, plain, vessel: built.ids.ship! };
}

describe('115_020 Crew Reassignment (your personnel report to your ship with the same special staffing icon; [Ent-E] personnel staff as [Stf])', () => {
  it('applies: the [Maq] personnel reports aboard the [Cmd][Maq] ship, using the normal card play', () => {
    const { state, maquis, vessel } = given(true);
    expect(legalCommands(state, 'p1')).toContainEqual(special(maquis, Z.aboard(vessel)));
    const after = run(state, [special(maquis, Z.aboard(vessel))]);
    expect(after.state.cards[maquis]!.zone).toBe(Z.aboard(vessel));
    expect(after.state.turn?.normalCardPlayUsed).toBe(true);
    expect(ofType(after.events, 'CardAbilityUsed')).toEqual([]);
  });
  it('does not apply: a personnel with another special icon, or none, is not offered the ship; without the event on the table, not the [Maq] one either', () => {
    const { state, au, plain, vessel } = given(true);
    expect(refused(state, special(au, Z.aboard(vessel)))).not.toBeNull();
    expect(refused(state, special(plain, Z.aboard(vessel)))).not.toBeNull();
    const off = given(false);
    expect(legalCommands(off.state, 'p1')).not.toContainEqual(special(off.maquis, Z.aboard(off.vessel)));
    expect(refused(off.state, special(off.maquis, Z.aboard(off.vessel)))).not.toBeNull();
  });
  it('does not apply: once the normal card play is used, the report is refused', () => {
    const { state, maquis, vessel } = given(true);
    const spent = { ...state, turn: { ...state.turn!, normalCardPlayUsed: true } };
    expect(refused(spent, special(maquis, Z.aboard(vessel)))).not.toBeNull();
  });
  it('the [Ent-E] part: Beverly Crusher (First Contact) staffs a [Cmd][Stf] ship as [Stf] with the event on the table, not without', () => {
    const built = scene({ missions: ['Excavation'], ship: starship(['Cmd', 'Stf']), crew: [withIcons(person({ skills: 'OFFICER' }), ['Cmd']), 'Beverly Crusher (First Contact)'], hand: ['Crew Reassignment'] });
    expect(isStaffed(built.state, built.ids.ship!)).toBe(false);
    expect(isStaffed(moved(built.state, [[built.ids.hand[0]!, Z.table('p1')]]), built.ids.ship!)).toBe(true);
  });
});
