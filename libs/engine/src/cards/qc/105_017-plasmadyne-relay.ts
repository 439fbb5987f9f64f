// Plasmadyne Relay (qc, 105_017): equipment — a power relay: aboard your ship it adds RANGE and SHIELDS +2 per copy; on a station or outpost, SHIELDS +4.
import { defineCard } from '../../behaviour/define';

export default defineCard('105_017', {
  title: 'Plasmadyne Relay',
  scenario: 'behaviour/equipment-incidents.spec.ts',
  play: { window: { kind: 'report' } },
  fleet: [{ scope: 'aboard', attributes: ['RANGE', 'SHIELDS'], delta: 2, cumulative: true }],
  manual: ['SHIELDS +4 on a station or outpost (facility SHIELDS are not modelled)'],
});
