// Plasmadyne Relay (qc, 105_017): equipment — a power relay: aboard your ship it adds RANGE and SHIELDS +2 per copy; aboard your station or outpost, SHIELDS +4 per copy.
import { defineCard } from '../../behaviour/define';

export default defineCard('105_017', {
  title: 'Plasmadyne Relay',
  scenario: 'battle/facility-battle.spec.ts',
  play: { window: { kind: 'report' } },
  fleet: [{ scope: 'aboard', attributes: ['RANGE', 'SHIELDS'], delta: 2, cumulative: true }],
  // Issue 15 (lead): facility SHIELDS are modelled (behaviour/facility-attributes.ts); the ship part is in behaviour/equipment-incidents.spec.ts.
  facilityModifiers: [{ scope: 'aboard', attributes: ['SHIELDS'], delta: 4, cumulative: true, facilityKinds: ['Station', 'Outpost'] }],
});
