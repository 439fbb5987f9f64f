// Tricorder (premiere, 101_065): equipment — your ENGINEER-classification personnel present also have SCIENCE.
import { defineCard } from '../../behaviour/define';

export default defineCard('101_065', {
  title: 'Tricorder',
  scenario: 'behaviour/equipment.spec.ts',
  play: { window: { kind: 'report' } },
  modifiers: [
    { kind: 'grant-skill', skill: 'SCIENCE', to: { classification: 'ENGINEER' }, where: 'present' },
  ],
});
