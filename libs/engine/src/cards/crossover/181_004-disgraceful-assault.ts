// Disgraceful Assault (crossover, 181_004): dilemma — unless two SECURITY and Transporter Skill are there, the opponent has one crew member killed; discarded.
import { defineCard } from '../../behaviour/define';

export default defineCard('181_004', {
  title: 'Disgraceful Assault',
  scenario: 'behaviour/dilemmas/crossover-a.spec.ts',
  dilemma: {
    title: 'Disgraceful Assault',
    steps: [
      {
        kind: 'act',
        targets: { by: 'choice', chooser: 'opponent', count: 1 },
        action: 'kill',
        unless: 'SECURITY x2 + Transporter Skill',
      },
    ],
    discard: true,
    manual: [
      'the opponent may flip first (twice with an objective in their point area): flipping is not modelled',
    ],
  },
});
