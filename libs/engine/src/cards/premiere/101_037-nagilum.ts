// Nagilum (premiere, 101_037): a dilemma, in the effect model's words (never the printed text).
import { defineCard } from '../../behaviour/define';

export default defineCard('101_037', {
  title: 'Nagilum',
  scenario: 'dilemmas.spec.ts',
  dilemma: {
    title: 'Nagilum',
    steps: [
      {
        kind: 'act',
        targets: { by: 'random', count: 'half' },
        action: 'kill',
        unless: 'Diplomacy x3 OR STRENGTH>40',
      },
    ],
    discard: true,
    points: 5,
  },
});
