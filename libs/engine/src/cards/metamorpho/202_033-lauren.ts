// Lauren (metamorpho, 202_033): personnel — with Jack, Sarina and Patrick present, each regular skill in her box counts twice.
import { defineCard } from '../../behaviour/define';

export default defineCard('202_033', {
  title: 'Lauren',
  scenario: 'behaviour/personnel-b.spec.ts',
  modifiers: [{ kind: 'regular-skills-doubled', to: {}, where: 'self', when: { kind: 'with-all', titles: ['Jack', 'Sarina', 'Patrick'] } }],
});
