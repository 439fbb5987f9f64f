// Science Kit (ds9, 112_054): equipment — your OFFICER-classification personnel present also have SCIENCE.
import { defineCard } from '../../behaviour/define';

export default defineCard('112_054', {
  title: 'Science Kit',
  scenario: 'behaviour/equipment-sets.spec.ts',
  play: { window: { kind: 'report' } },
  modifiers: [
    { kind: 'grant-skill', skill: 'SCIENCE', to: { classification: 'OFFICER' }, where: 'present' },
  ],
});
