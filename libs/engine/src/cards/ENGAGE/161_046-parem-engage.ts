// Parem (Engage) (ENGAGE, 161_046): personnel — all his attributes are +1 while his team faces a dilemma.
import { defineCard } from '../../behaviour/define';

export default defineCard('161_046', {
  title: 'Parem (Engage)',
  scenario: 'behaviour/personnel.spec.ts',
  modifiers: [
    {
      kind: 'personnel-attribute',
      attributes: ['INTEGRITY', 'CUNNING', 'STRENGTH'],
      delta: 1,
      to: {},
      where: 'self',
      when: { kind: 'facing-dilemma' },
    },
  ],
});
