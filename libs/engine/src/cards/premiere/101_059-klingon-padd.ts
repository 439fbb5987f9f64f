// Klingon PADD (premiere, 101_059): equipment for Klingon personnel only — each of your personnel present gets CUNNING +2, every copy counting.
import { defineCard } from '../../behaviour/define';

export default defineCard('101_059', {
  title: 'Klingon PADD',
  scenario: 'behaviour/equipment.spec.ts',
  play: { window: { kind: 'report' } },
  usableBy: ['Klingon'],
  modifiers: [
    {
      kind: 'attribute',
      attribute: 'CUNNING',
      delta: 2,
      to: {},
      where: 'present',
      cumulative: true,
    },
  ],
});
