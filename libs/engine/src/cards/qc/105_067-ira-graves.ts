// Ira Graves (qc, 105_067): personnel — while Kareen Brianon is in play he has Treachery and Biology.
import { defineCard } from '../../behaviour/define';

export default defineCard('105_067', {
  title: 'Ira Graves',
  scenario: 'behaviour/personnel.spec.ts',
  modifiers: [
    {
      kind: 'personnel-skill',
      skill: 'Treachery',
      levels: 1,
      to: {},
      where: 'self',
      when: { kind: 'in-play', title: 'Kareen Brianon' },
    },
    {
      kind: 'personnel-skill',
      skill: 'Biology',
      levels: 1,
      to: {},
      where: 'self',
      when: { kind: 'in-play', title: 'Kareen Brianon' },
    },
  ],
});
