// Classic Medical Tricorder (twt, 119_012): equipment — once each turn you pick MEDICAL, Biology or Exobiology; until you pick again, your [OS] personnel present of MEDICAL or SCIENCE classification gain it.
import { defineCard } from '../../behaviour/define';

export default defineCard('119_012', {
  title: 'Classic Medical Tricorder',
  scenario: 'behaviour/equipment-incidents.spec.ts',
  play: { window: { kind: 'report' } },
  select: { options: ['MEDICAL', 'Biology', 'Exobiology'] },
  modifiers: [{ kind: 'gain-selected-skill', to: { icons: ['OS'], anyOf: [{ classification: 'MEDICAL' }, { classification: 'SCIENCE' }] }, where: 'present' }],
});
