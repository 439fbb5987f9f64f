// Authorized Access Only (brokenbow, 192_002): dilemma — to get past, three personnel who each have Acquisition, or three of OFFICER classification.
import { defineCard } from '../../behaviour/define';

export default defineCard('192_002', {
  title: 'Authorized Access Only',
  scenario: 'behaviour/dilemmas/brokenbow.spec.ts',
  dilemma: {
    title: 'Authorized Access Only',
    steps: [
      {
        kind: 'count',
        any: [
          { filter: { skill: 'Acquisition' }, atLeast: 3 },
          { filter: { classification: 'OFFICER' }, atLeast: 3 },
        ],
      },
    ],
  },
});
