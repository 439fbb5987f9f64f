// Engineering PADD (premiere, 101_056): equipment — your SCIENCE-classification personnel present also have ENGINEER.
import { defineCard } from '../../behaviour/define';

export default defineCard('101_056', {
  title: 'Engineering PADD',
  scenario: 'behaviour/equipment.spec.ts',
  play: { window: { kind: 'report' } },
  modifiers: [
    { kind: 'grant-skill', skill: 'ENGINEER', to: { classification: 'SCIENCE' }, where: 'present' },
  ],
});
