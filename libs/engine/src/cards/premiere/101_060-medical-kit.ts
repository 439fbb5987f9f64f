// Medical Kit (premiere, 101_060): equipment — your OFFICER-classification personnel present also have MEDICAL.
import { defineCard } from '../../behaviour/define';

export default defineCard('101_060', {
  title: 'Medical Kit',
  scenario: 'behaviour/equipment.spec.ts',
  play: { window: { kind: 'report' } },
  modifiers: [
    { kind: 'grant-skill', skill: 'MEDICAL', to: { classification: 'OFFICER' }, where: 'present' },
  ],
});
