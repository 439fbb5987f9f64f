// Vulcan Tricorder (SaS, 141_008): equipment — once each turn you pick SCIENCE, Biology or Geology; until you pick again, your [22] personnel present of ENGINEER or SCIENCE classification gain it.
import { defineCard } from '../../behaviour/define';

export default defineCard('141_008', {
  title: 'Vulcan Tricorder',
  scenario: 'behaviour/equipment-incidents.spec.ts',
  play: { window: { kind: 'report' } },
  select: { options: ['SCIENCE', 'Biology', 'Geology'] },
  modifiers: [{ kind: 'gain-selected-skill', to: { icons: ['22'], anyOf: [{ classification: 'ENGINEER' }, { classification: 'SCIENCE' }] }, where: 'present' }],
});
