// Calandra (roa, 117_106): personnel — DaiMons present have all attributes +1 (every copy counts).
import { defineCard } from '../../behaviour/define';

export default defineCard('117_106', {
  title: 'Calandra',
  scenario: 'behaviour/personnel.spec.ts',
  modifiers: [
    {
      kind: 'personnel-attribute',
      attributes: ['INTEGRITY', 'CUNNING', 'STRENGTH'],
      delta: 1,
      to: { whose: 'any', characteristic: 'DaiMon' },
      where: 'present-personnel',
      cumulative: true,
    },
  ],
});
