// Magnetic Field Disruptions (TNG, 155_008): dilemma — a random member dies unless one with Astrophysics or Navigation is stopped instead; then CUNNING>24 must remain.
import { defineCard } from '../../behaviour/define';

export default defineCard('155_008', {
  title: 'Magnetic Field Disruptions',
  scenario: 'behaviour/dilemmas/TNG.spec.ts',
  dilemma: {
    title: 'Magnetic Field Disruptions',
    steps: [
      // A random member dies unless the team can spare one with Astrophysics or Navigation: that one is stopped instead.
      {
        kind: 'act',
        targets: { by: 'random', count: 1 },
        action: 'kill',
        unless: 'Astrophysics OR Navigation',
      },
      {
        kind: 'act',
        targets: {
          by: 'choice',
          chooser: 'self',
          count: 1,
          filter: { anySkill: ['Astrophysics', 'Navigation'] },
        },
        action: 'stop',
      },
      { kind: 'pass', require: 'CUNNING>24' },
    ],
  },
});
