// Hirogen Talon (borg, 124_015): equipment — for Hirogen personnel only, each of your personnel present gets STRENGTH +1, every copy counting.
import { defineCard } from '../../behaviour/define';

export default defineCard('124_015', {
  title: 'Hirogen Talon',
  scenario: 'behaviour/equipment-sets.spec.ts',
  play: { window: { kind: 'report' } },
  usableBy: ['Hirogen'],
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
