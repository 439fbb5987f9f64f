// Nanites (premiere, 101_038): a dilemma, in the effect model's words (never the printed text).
import { defineCard } from '../../behaviour/define';

export default defineCard('101_038', {
  title: 'Nanites',
  scenario: 'dilemmas.spec.ts',
  dilemma: {
    title: 'Nanites',
    steps: [{ kind: 'ship', action: 'damage', unless: 'SCIENCE x2 OR Diplomacy' }],
    discard: true,
    points: 5,
  },
});
