// Phased Matter (premiere, 101_042): a dilemma, in the effect model's words (never the printed text).
import { defineCard } from '../../behaviour/define';

export default defineCard('101_042', {
  title: 'Phased Matter',
  scenario: 'behaviour/premiere-places.spec.ts',
  dilemma: {
    title: 'Phased Matter',
    // The Away Team splits in two: the player picks the larger half (rounded up), which is phased — an Away
    // Team of its own on this planet that cannot beam (behaviour/phased.ts); the attempt goes on with the rest.
    steps: [
      { kind: 'pick', targets: { by: 'choice', chooser: 'self', count: 'half-up' } },
      { kind: 'place', on: 'mission', affected: 'picked' },
    ],
    // Cured by ENGINEER and SCIENCE among the player's other personnel on the planet.
    cure: 'ENGINEER + SCIENCE',
    ongoing: { phased: true },
  },
});
