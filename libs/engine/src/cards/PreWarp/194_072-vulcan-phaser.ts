// Vulcan Phaser (PreWarp, 194_072): equipment — for Vulcan personnel only, each of yours present gets STRENGTH +2, every copy counting.
import { defineCard } from '../../behaviour/define';

export default defineCard('194_072', {
  title: 'Vulcan Phaser',
  scenario: 'behaviour/equipment-sets.spec.ts',
  play: { window: { kind: 'report' } },
  usableBy: ['Vulcan'],
  modifiers: [
    {
      kind: 'attribute',
      attribute: 'STRENGTH',
      delta: 2,
      to: {},
      where: 'present',
      cumulative: true,
    },
  ],
});
