// Mr. Spock (twt, 119_072): personnel — with any Captain Kirk present, he and Kirk have all attributes +2.
import { defineCard } from '../../behaviour/define';

export default defineCard('119_072', {
  title: 'Mr. Spock',
  scenario: 'behaviour/personnel.spec.ts',
  modifiers: [
    {
      kind: 'personnel-attribute',
      attributes: ['INTEGRITY', 'CUNNING', 'STRENGTH'],
      delta: 2,
      to: {},
      where: 'self',
      when: { kind: 'with', titles: ['Captain Kirk'] },
    },
    {
      kind: 'personnel-attribute',
      attributes: ['INTEGRITY', 'CUNNING', 'STRENGTH'],
      delta: 2,
      to: { whose: 'any', names: ['Captain Kirk'] },
      where: 'present-personnel',
    },
  ],
});
