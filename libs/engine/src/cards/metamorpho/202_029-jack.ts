// Jack (metamorpho, 202_029): personnel — with Patrick, Sarina and Lauren present, each regular skill in his box counts twice.
import { defineCard } from '../../behaviour/define';

export default defineCard('202_029', {
  title: 'Jack',
  scenario: 'behaviour/personnel-b.spec.ts',
  modifiers: [{ kind: 'regular-skills-doubled', to: {}, where: 'self', when: { kind: 'with-all', titles: ['Patrick', 'Sarina', 'Lauren'] } }],
});
