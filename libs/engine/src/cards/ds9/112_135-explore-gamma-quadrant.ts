// Explore Gamma Quadrant (ds9, 112_135): objective — seeds or plays on your table; at any time you may place it on your ship docked at a facility in the Alpha Quadrant; once that ship's crew or Away Team solves a Gamma Quadrant mission and the ship then docks at that facility again, you draw three cards and score its 5 points, and it is discarded. Seeding it on the table is the generic seed rules.
import { defineCard } from '../../behaviour/define';

export default defineCard('112_135', {
  title: 'Explore Gamma Quadrant',
  scenario: 'behaviour/exploration.spec.ts',
  play: { window: { kind: 'normal-play' } },
  abilities: [
    {
      id: 'set-out',
      window: 'any-time',
      targets: { kind: 'your-ship-docked-in-quadrant', quadrant: 'Alpha' },
      effects: [{ kind: 'place-self-on-target-noting-dock' }],
    },
  ],
  exploration: {
    goal: 'Gamma',
    reward: [{ kind: 'draw', who: 'you', count: 3 }, { kind: 'score-points', points: 5, bonus: true }, { kind: 'discard-self' }],
  },
});
