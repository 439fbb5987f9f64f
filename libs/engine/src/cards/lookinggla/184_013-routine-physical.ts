// Routine Physical (lookinggla, 184_013): dilemma — as many of the weakest crew members as there are MEDICAL personnel are stopped (you break ties); then two Computer Skill must remain to get past.
import { defineCard } from '../../behaviour/define';

export default defineCard('184_013', {
  title: 'Routine Physical',
  scenario: 'behaviour/dilemmas/lookinggla-a.spec.ts',
  dilemma: {
    title: 'Routine Physical',
    steps: [
      {
        kind: 'act',
        targets: {
          by: 'lowest',
          measure: 'STRENGTH',
          count: { matching: { skill: 'MEDICAL' } },
          tie: 'self',
        },
        action: 'stop',
      },
      { kind: 'pass', require: 'Computer Skill x2' },
    ],
  },
});
