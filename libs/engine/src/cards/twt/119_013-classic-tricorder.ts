// Classic Tricorder (twt, 119_013): equipment — once each turn you pick ENGINEER, SCIENCE, Geology or Physics; until you pick again, your [OS] personnel present of ENGINEER or SCIENCE classification gain it.
import { defineCard } from '../../behaviour/define';

export default defineCard('119_013', {
  title: 'Classic Tricorder',
  scenario: 'behaviour/equipment-incidents.spec.ts',
  play: { window: { kind: 'report' } },
  select: { options: ['ENGINEER', 'SCIENCE', 'Geology', 'Physics'] },
  modifiers: [{ kind: 'gain-selected-skill', to: { icons: ['OS'], anyOf: [{ classification: 'ENGINEER' }, { classification: 'SCIENCE' }] }, where: 'present' }],
});
