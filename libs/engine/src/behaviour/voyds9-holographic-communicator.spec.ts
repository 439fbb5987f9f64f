/**
 * Issue 15 (helper voyds9): 176_014 Holographic Communicator — waits on p1's table; just after p1 reports a DS9
 * ship with a [Cmd] or [Stf] staffing icon in the Alpha Quadrant it goes onto that ship; that ship and p1's other
 * ships of its class have a Holodeck; the ship destroyed, it goes back to the table (host-class-equipment.ts,
 * host-killed.ts › place-self-from-table-on-target, when-cards-played.ts).
 *   1E rulebook › THE CARDS › SHIPS (special equipment); THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES.
 * given (the incident on p1's table, p1's Federation Outpost at L1, a same-class ship in space) / when (ReportForDuty, destroyShip) / then (the facts).
 */
import type { Card } from '@captains-log/cards';
import { destroyShip } from '../attempt/leaving-play';
import { Ctx } from '../context';
import { scene, ship } from '../testing/attempt-scene';
import { accepted, moved } from '../testing/scenario';
import { Z } from '../zones';
import { specialEquipment } from './ship-equipment';
import { report } from '../testing/commands';

const vessel = (opts: { property?: string; staffing?: string[]; shipClass?: string } = {}): Card => {
  const base = ship({ affiliation: 'Federation' });
  return { ...base, property: opts.property ?? 'DS9', ship: { ...base.ship!, shipClass: opts.shipClass ?? 'Defiant Class', staffing: { icons: opts.staffing ?? ['Cmd', 'Stf'], alternatives: [] } } };
};

function given(reported: Card, onTable = true) {
  const built = scene({ missions: ['Excavation'], hand: ['Federation Outpost', 'Holographic Communicator', reported, vessel(), vessel({ shipClass: 'Galaxy Class' })] });
  const [outpost, incident, newcomer, sister, otherClass] = built.ids.hand as [string, string, string, string, string];
  const state = moved(built.state, [
    [outpost, Z.space('L1')],
    [sister, Z.space('L1')],
    [otherClass, Z.space('L1')],
    ...(onTable ? ([[incident, Z.table('p1')]] as [string, string][]) : []),
  ]);
  return { state, outpost, incident, newcomer, sister, otherClass };
}

describe('176_014 Holographic Communicator (onto a DS9 ship just reported; Holodeck for the ships of its class; back to the table when it is destroyed)', () => {
  it('applies: the DS9 [Cmd][Stf] ship reported at L1 gets it; it and the other ship of its class have a Holodeck, another class not', () => {
    const { state, outpost, incident, newcomer, sister, otherClass } = given(vessel());
    expect(specialEquipment(state, sister)).not.toContain('Holodeck');
    const after = accepted(state, report(newcomer, outpost)).state;
    expect(after.cards[incident]!.zone).toBe(Z.on(newcomer));
    expect(specialEquipment(after, newcomer)).toContain('Holodeck');
    expect(specialEquipment(after, sister)).toContain('Holodeck');
    expect(specialEquipment(after, otherClass)).not.toContain('Holodeck');
  });
  it('applies: the ship destroyed, the incident goes back to p1’s table (not the discard pile) and the Holodeck goes', () => {
    const { state, outpost, incident, newcomer, sister } = given(vessel());
    const after = accepted(state, report(newcomer, outpost)).state;
    const ctx = new Ctx(after);
    destroyShip(ctx, newcomer, 'test');
    expect(ctx.state.cards[incident]!.zone).toBe(Z.table('p1'));
    expect(specialEquipment(ctx.state, sister)).not.toContain('Holodeck');
  });
  it('does not apply: a ship without the DS9 logo, or with no [Cmd]/[Stf] staffing icon, or the incident not on the table — it stays where it is', () => {
    for (const card of [vessel({ property: 'TNG' }), vessel({ staffing: [] })]) {
      const { state, outpost, incident, newcomer } = given(card);
      const after = accepted(state, report(newcomer, outpost)).state;
      expect(after.cards[incident]!.zone).toBe(Z.table('p1'));
      expect(specialEquipment(after, newcomer)).not.toContain('Holodeck');
    }
    const off = given(vessel(), false);
    const after = accepted(off.state, report(off.newcomer, off.outpost)).state;
    expect(after.cards[off.incident]!.zone).toBe(Z.hand('p1'));
  });
});
