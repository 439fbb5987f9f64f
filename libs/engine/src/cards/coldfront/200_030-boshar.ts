// Boshar (coldfront, 200_030): personnel — Klingons of MEDICAL or SCIENCE classification present have one more MEDICAL.
import { defineCard } from '../../behaviour/define';

export default defineCard('200_030', {
  title: 'Boshar',
  scenario: 'behaviour/personnel.spec.ts',
  modifiers: [
    {
      kind: 'personnel-skill',
      skill: 'MEDICAL',
      levels: 1,
      to: { whose: 'any', species: 'Klingon', classification: 'MEDICAL' },
      where: 'present-personnel',
    },
    {
      kind: 'personnel-skill',
      skill: 'MEDICAL',
      levels: 1,
      to: { whose: 'any', species: 'Klingon', classification: 'SCIENCE' },
      where: 'present-personnel',
    },
  ],
});
