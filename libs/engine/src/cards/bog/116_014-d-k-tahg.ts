// D'k Tahg (bog, 116_014): equipment — for Klingon personnel only, each of your personnel present gets STRENGTH +1, every copy counting.
import { defineCard } from '../../behaviour/define';

export default defineCard('116_014', {
  title: "D'k Tahg",
  scenario: 'behaviour/equipment-sets.spec.ts',
  play: { window: { kind: 'report' } },
  usableBy: ['Klingon'],
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
