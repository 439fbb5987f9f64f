// Starfleet Phaser Pistol (enterprise, 128_001): equipment — a Starfleet sidearm: each of your personnel present gets STRENGTH +2 per copy, +3 for one with SECURITY.
import { defineCard } from '../../behaviour/define';

export default defineCard('128_001', {
  title: 'Starfleet Phaser Pistol',
  scenario: 'behaviour/equipment-incidents.spec.ts',
  play: { window: { kind: 'report' } },
  usableBy: ['Starfleet'],
  modifiers: [{ kind: 'attributes', attributes: ['STRENGTH'], delta: 2, to: {}, where: 'present', cumulative: true, orIf: { to: { skills: ['SECURITY'] }, delta: 3 } }],
});
