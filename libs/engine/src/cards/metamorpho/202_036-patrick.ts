// Patrick (metamorpho, 202_036): personnel — with Jack, Lauren and Sarina present, each regular skill in his box counts twice.
import { defineCard } from '../../behaviour/define';

export default defineCard('202_036', {
  title: 'Patrick',
  scenario: 'behaviour/personnel-b.spec.ts',
  modifiers: [{ kind: 'regular-skills-doubled', to: {}, where: 'self', when: { kind: 'with-all', titles: ['Jack', 'Lauren', 'Sarina'] } }],
});
