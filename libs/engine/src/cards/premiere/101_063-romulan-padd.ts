// Romulan PADD (premiere, 101_063): equipment for Romulan personnel only — each of your personnel present gets CUNNING +2, every copy counting.
import { defineCard } from '../../behaviour/define';

export default defineCard('101_063', {
  title: 'Romulan PADD',
  scenario: 'behaviour/equipment.spec.ts',
  play: { window: { kind: 'report' } },
  usableBy: ['Romulan'],
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
