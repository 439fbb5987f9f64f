// Eli Hollander (ha, 125_095): personnel — opposing personnel present may not use SECURITY skill.
import { defineCard } from '../../behaviour/define';

export default defineCard('125_095', {
  title: 'Eli Hollander',
  scenario: 'behaviour/personnel-a.spec.ts',
  modifiers: [{ kind: 'personnel-no-skill', skill: 'SECURITY', to: { whose: 'opposing' }, where: 'present-personnel' }],
});
