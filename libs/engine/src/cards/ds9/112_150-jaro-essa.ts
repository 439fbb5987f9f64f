// Jaro Essa (ds9, 112_150): personnel — his CUNNING is 3 higher while Vedek Winn is with him.
import { defineCard } from '../../behaviour/define';

export default defineCard('112_150', {
  title: 'Jaro Essa',
  scenario: 'behaviour/personnel.spec.ts',
  modifiers: [
    {
      kind: 'personnel-attribute',
      attributes: ['CUNNING'],
      delta: 3,
      to: {},
      where: 'self',
      when: { kind: 'with', titles: ['Vedek Winn'] },
    },
  ],
});
