// Cosmic String Fragment (premiere, 101_020): a dilemma, in the effect model's words (never the printed text).
import { defineCard } from '../../behaviour/define';

export default defineCard('101_020', {
  title: 'Cosmic String Fragment',
  scenario: 'dilemmas.spec.ts',
  dilemma: {
    title: 'Cosmic String Fragment',
    steps: [{ kind: 'ship', action: 'destroy', unless: 'Astrophysics OR ENGINEER OR Navigation' }],
    discard: true,
    points: 5,
  },
});
