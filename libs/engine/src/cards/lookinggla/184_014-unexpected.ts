// Unexpected (lookinggla, 184_014): dilemma — one random non-female goes back atop its owner's draw deck, unless astrophysics with two exobiology, or a female medic, is there.
import { defineCard } from '../../behaviour/define';

export default defineCard('184_014', {
  title: 'Unexpected',
  scenario: 'behaviour/dilemmas/lookinggla-a.spec.ts',
  dilemma: {
    title: 'Unexpected',
    steps: [
      {
        kind: 'act',
        targets: { by: 'random', count: 1, filter: { notCharacteristic: 'Female' } },
        action: 'deck-top',
        unlessAny: [
          { require: 'Astrophysics + Exobiology x2' },
          { filter: { characteristic: 'Female', skill: 'MEDICAL' }, atLeast: 1 },
        ],
      },
    ],
  },
});
