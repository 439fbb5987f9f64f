// Engineering Kit (premiere, 101_055): equipment — your OFFICER-classification personnel present also have ENGINEER.
import { defineCard } from '../../behaviour/define';

export default defineCard('101_055', {
  title: 'Engineering Kit',
  scenario: 'behaviour/equipment.spec.ts',
  play: { window: { kind: 'report' } },
  modifiers: [
    { kind: 'grant-skill', skill: 'ENGINEER', to: { classification: 'OFFICER' }, where: 'present' },
  ],
});
