// Rock People (brokenbow, 192_009): dilemma — to get past, three personnel who each have Geology, or three of SCIENCE classification.
import { defineCard } from '../../behaviour/define';

export default defineCard('192_009', {
  title: 'Rock People',
  scenario: 'behaviour/dilemmas/brokenbow.spec.ts',
  dilemma: {
    title: 'Rock People',
    steps: [
      {
        kind: 'count',
        any: [
          { filter: { skill: 'Geology' }, atLeast: 3 },
          { filter: { classification: 'SCIENCE' }, atLeast: 3 },
        ],
      },
    ],
  },
});
