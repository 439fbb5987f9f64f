// Organ Bank (Ls, 249_019): ship — once per game, on your turn, its owner may download a Vidiian Boarding Claw (activations.ts).
import { defineCard } from '../../behaviour/define';

export default defineCard('249_019', {
  title: 'Organ Bank',
  scenario: 'behaviour/ships-e.spec.ts',
  abilities: [{ id: 'download-boarding-claw', limit: 'once-per-game', targets: { kind: 'card-to-download', filter: { titles: ['Vidiian Boarding Claw'] } }, effects: [{ kind: 'download-target' }] }],
});
