// Pavel Chekov (SSttR, 234_021): personnel — your universal Federation personnel present with the Staff and Classic Films icons have MEDICAL too.
import { defineCard } from '../../behaviour/define';

export default defineCard('234_021', {
  title: 'Pavel Chekov',
  scenario: 'behaviour/personnel.spec.ts',
  modifiers: [
    {
      kind: 'personnel-skill',
      skill: 'MEDICAL',
      levels: 1,
      to: { universal: true, affiliation: 'Federation', icons: ['Stf', 'Films'] },
      where: 'present-personnel',
    },
  ],
});
