// Science PADD (ds9, 112_055): equipment — your MEDICAL-classification personnel present also have SCIENCE.
import { defineCard } from '../../behaviour/define';

export default defineCard('112_055', {
  title: 'Science PADD',
  scenario: 'behaviour/equipment-sets.spec.ts',
  play: { window: { kind: 'report' } },
  modifiers: [
    { kind: 'grant-skill', skill: 'SCIENCE', to: { classification: 'MEDICAL' }, where: 'present' },
  ],
});
