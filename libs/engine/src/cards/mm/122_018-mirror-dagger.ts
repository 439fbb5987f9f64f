// Mirror Dagger (mm, 122_018): equipment — each of your personnel present gets STRENGTH +1, every copy counting.
import { defineCard } from '../../behaviour/define';

export default defineCard('122_018', {
  title: 'Mirror Dagger',
  scenario: 'behaviour/equipment-sets.spec.ts',
  play: { window: { kind: 'report' } },
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
  manual: [
    'reporting for free to a Mirror Quadrant facility or to a just-initiated personnel battle',
  ],
});
