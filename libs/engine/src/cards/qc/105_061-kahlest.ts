// Kahlest (qc, 105_061): personnel — Klingons present who have Honor are STRENGTH +2.
import { defineCard } from '../../behaviour/define';

export default defineCard('105_061', {
  title: 'Kahlest',
  scenario: 'behaviour/personnel.spec.ts',
  modifiers: [
    {
      kind: 'personnel-attribute',
      attributes: ['STRENGTH'],
      delta: 2,
      to: { whose: 'any', species: 'Klingon', skill: 'Honor' },
      where: 'present-personnel',
    },
  ],
});
