// Medical PADD (ds9, 112_053): equipment — your ENGINEER-classification personnel present also have MEDICAL.
import { defineCard } from '../../behaviour/define';

export default defineCard('112_053', {
  title: 'Medical PADD',
  scenario: 'behaviour/equipment-sets.spec.ts',
  play: { window: { kind: 'report' } },
  modifiers: [
    { kind: 'grant-skill', skill: 'MEDICAL', to: { classification: 'ENGINEER' }, where: 'present' },
  ],
});
