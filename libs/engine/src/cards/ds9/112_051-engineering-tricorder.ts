// Engineering Tricorder (ds9, 112_051): equipment — your MEDICAL-classification personnel present also have ENGINEER.
import { defineCard } from '../../behaviour/define';

export default defineCard('112_051', {
  title: 'Engineering Tricorder',
  scenario: 'behaviour/equipment-sets.spec.ts',
  play: { window: { kind: 'report' } },
  modifiers: [
    { kind: 'grant-skill', skill: 'ENGINEER', to: { classification: 'MEDICAL' }, where: 'present' },
  ],
});
