// Federation PADD (premiere, 101_057): equipment for Federation personnel only — each of your personnel present gets CUNNING +2, every copy counting.
import { defineCard } from '../../behaviour/define';

export default defineCard('101_057', {
  title: 'Federation PADD',
  scenario: 'behaviour/equipment.spec.ts',
  play: { window: { kind: 'report' } },
  usableBy: ['Federation'],
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
