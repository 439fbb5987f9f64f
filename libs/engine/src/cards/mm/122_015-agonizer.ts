// Agonizer (mm, 122_015): equipment — a tool of fear: your [MQ] personnel and your [OS] Klingons present get INTEGRITY and CUNNING +1 per copy, at most +3.
import { defineCard } from '../../behaviour/define';

export default defineCard('122_015', {
  title: 'Agonizer',
  scenario: 'behaviour/equipment-incidents.spec.ts',
  play: { window: { kind: 'report' } },
  modifiers: [
    {
      kind: 'attributes',
      attributes: ['INTEGRITY', 'CUNNING'],
      delta: 1,
      to: { anyOf: [{ icons: ['MQ'] }, { icons: ['OS'], characteristics: ['Klingon'] }] },
      where: 'present',
      cumulative: true,
      upTo: 3,
    },
  ],
});
