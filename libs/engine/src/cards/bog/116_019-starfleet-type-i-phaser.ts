// Starfleet Type I Phaser (bog, 116_019): equipment — for Federation personnel only, each of your personnel present gets STRENGTH +1, every copy counting.
import { defineCard } from '../../behaviour/define';

export default defineCard('116_019', {
  title: 'Starfleet Type I Phaser',
  scenario: 'behaviour/equipment-sets.spec.ts',
  play: { window: { kind: 'report' } },
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
  manual: ['reporting for free', 'reporting to a just-initiated personnel battle'],
});
