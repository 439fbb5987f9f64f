// Medical Tricorder (premiere, 101_061): equipment — your SCIENCE-classification personnel present also have MEDICAL.
import { defineCard } from '../../behaviour/define';

export default defineCard('101_061', {
  title: 'Medical Tricorder',
  scenario: 'behaviour/equipment.spec.ts',
  play: { window: { kind: 'report' } },
  modifiers: [
    { kind: 'grant-skill', skill: 'MEDICAL', to: { classification: 'SCIENCE' }, where: 'present' },
  ],
});
