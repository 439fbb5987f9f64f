// Skeleton Crew (lfl, 138_008): dilemma — placed on the mission; from then on you may begin an attempt there only with six or more personnel.
import { defineCard } from '../../behaviour/define';

export default defineCard('138_008', {
  title: 'Skeleton Crew',
  scenario: 'behaviour/dilemmas/lfl.spec.ts',
  dilemma: {
    title: 'Skeleton Crew',
    steps: [{ kind: 'place', on: 'mission', affected: 'none' }],
    ongoing: { minAttemptTeam: 6 },
  },
});
