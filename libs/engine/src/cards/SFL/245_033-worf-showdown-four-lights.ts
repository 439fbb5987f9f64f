// Worf (Showdown: Four Lights) (SFL, 245_033): personnel — at a mission with the Cardassian icon, your other personnel present are STRENGTH +2.
import { defineCard } from '../../behaviour/define';

export default defineCard('245_033', {
  title: 'Worf (Showdown: Four Lights)',
  scenario: 'behaviour/personnel.spec.ts',
  modifiers: [
    {
      kind: 'personnel-attribute',
      attributes: ['STRENGTH'],
      delta: 2,
      to: {},
      where: 'present-personnel',
      when: { kind: 'at-mission-icon', affiliation: 'Cardassian' },
    },
  ],
});
