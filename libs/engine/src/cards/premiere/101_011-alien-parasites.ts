// Alien Parasites (premiere, 101_011): a dilemma, in the effect model's words (never the printed text).
import { defineCard } from '../../behaviour/define';

export default defineCard('101_011', {
  title: 'Alien Parasites',
  scenario: 'dilemmas.spec.ts',
  dilemma: {
    title: 'Alien Parasites',
    steps: [{ kind: 'hook', name: 'beam-back', unless: 'INTEGRITY>32' }],
    manual: ['opponent controlling the ship and crew until stopped'],
  },
});
