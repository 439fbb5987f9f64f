// Sarina (metamorpho, 202_047): personnel — with Jack, Lauren and Patrick present, each regular skill in her box counts twice.
import { defineCard } from '../../behaviour/define';

export default defineCard('202_047', {
  title: 'Sarina',
  scenario: 'behaviour/personnel-b.spec.ts',
  modifiers: [{ kind: 'regular-skills-doubled', to: {}, where: 'self', when: { kind: 'with-all', titles: ['Jack', 'Lauren', 'Patrick'] } }],
});
