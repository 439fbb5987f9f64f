// Durango (ha, 125_094): personnel — with Sheriff Worf, she and he both gain 2 STRENGTH.
import { defineCard } from '../../behaviour/define';

export default defineCard('125_094', {
  title: 'Durango',
  scenario: 'behaviour/personnel.spec.ts',
  modifiers: [
    {
      kind: 'personnel-attribute',
      attributes: ['STRENGTH'],
      delta: 2,
      to: {},
      where: 'self',
      when: { kind: 'with', titles: ['Sheriff Worf'] },
    },
    {
      kind: 'personnel-attribute',
      attributes: ['STRENGTH'],
      delta: 2,
      to: { whose: 'any', names: ['Sheriff Worf'] },
      where: 'present-personnel',
    },
  ],
});
