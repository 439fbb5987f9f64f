// Kazon Bomb (voy, 123_015): dilemma — unless enough SECURITY with cunning, SECURITY with a tricorder, or three Borg defense drones, everyone with printed STRENGTH under 7 dies; discarded either way.
import { defineCard } from '../../behaviour/define';

export default defineCard('123_015', {
  title: 'Kazon Bomb',
  scenario: 'behaviour/dilemmas/voy.spec.ts',
  dilemma: {
    title: 'Kazon Bomb',
    steps: [
      {
        kind: 'act',
        targets: { by: 'all', filter: { printedBelow: { attributes: ['STRENGTH'], value: 7 } } },
        action: 'kill',
        unless: 'SECURITY x3 + CUNNING>35 OR SECURITY x2 + {any Tricorder} OR 3 {[Def] personnel}',
      },
    ],
    discard: true,
  },
});
