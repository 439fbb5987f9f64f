// Between Duty and Respect (lookinggla, 184_004): dilemma — to get past needs geology, leadership and an OFFICER, or honor, archaeology and SCIENCE — each doubled when four or more Bajor Region missions are in play.
import { defineCard } from '../../behaviour/define';

export default defineCard('184_004', {
  title: 'Between Duty and Respect',
  scenario: 'behaviour/dilemmas/lookinggla-a.spec.ts',
  dilemma: {
    title: 'Between Duty and Respect',
    steps: [
      {
        kind: 'if',
        test: { not: { missionsInRegion: 'Bajor Region', atLeast: 4 } },
        then: {
          kind: 'pass',
          require: 'Geology + Leadership + OFFICER OR Honor + Archaeology + SCIENCE',
        },
      },
      {
        kind: 'if',
        test: { missionsInRegion: 'Bajor Region', atLeast: 4 },
        then: {
          kind: 'pass',
          require:
            'Geology x2 + Leadership x2 + OFFICER x2 OR Honor x2 + Archaeology x2 + SCIENCE x2',
        },
      },
    ],
  },
});
