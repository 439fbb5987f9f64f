// Starfleet Type I Phaser (bog, 116_019): equipment — it reports for free; for Federation personnel only, each of your personnel present gets STRENGTH +1, every copy counting; it may also report into a personnel battle just started that involves your matching personnel.
import { defineCard } from '../../behaviour/define';

export default defineCard('116_019', {
  title: 'Starfleet Type I Phaser',
  scenario: 'behaviour/incidents-c.spec.ts',
  play: { window: { kind: 'report' }, free: { kind: 'always' } },
  usableBy: ['Federation'],
  modifiers: [
    {
      kind: 'attribute',
      attribute: 'STRENGTH',
      delta: 1,
      to: {},
      where: 'present',
      cumulative: true,
    },
  ],
  // Issue 15: reported straight into a just-initiated personnel battle involving your Federation personnel, present with them.
  modes: [{ play: { window: { kind: 'response', to: 'battle-initiated' } }, targets: { kind: 'your-personnel-in-battle', affiliation: 'Federation' }, duration: 'present-with-target' }],
});
