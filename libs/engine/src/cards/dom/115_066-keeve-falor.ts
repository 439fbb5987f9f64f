// Keeve Falor (dom, 115_066): personnel — your Bajoran CIVILIANs present have all attributes +2.
import { defineCard } from '../../behaviour/define';

export default defineCard('115_066', {
  title: 'Keeve Falor',
  scenario: 'behaviour/personnel.spec.ts',
  modifiers: [
    {
      kind: 'personnel-attribute',
      attributes: ['INTEGRITY', 'CUNNING', 'STRENGTH'],
      delta: 2,
      to: { affiliation: 'Bajoran', classification: 'CIVILIAN' },
      where: 'present-personnel',
    },
  ],
});
