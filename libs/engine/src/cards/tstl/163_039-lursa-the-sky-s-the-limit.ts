// Lursa (The Sky's the Limit) (tstl, 163_039): personnel — Klingons present have all attributes +1.
import { defineCard } from '../../behaviour/define';

export default defineCard('163_039', {
  title: "Lursa (The Sky's the Limit)",
  scenario: 'behaviour/personnel.spec.ts',
  modifiers: [
    {
      kind: 'personnel-attribute',
      attributes: ['INTEGRITY', 'CUNNING', 'STRENGTH'],
      delta: 1,
      to: { whose: 'any', species: 'Klingon' },
      where: 'present-personnel',
    },
  ],
});
