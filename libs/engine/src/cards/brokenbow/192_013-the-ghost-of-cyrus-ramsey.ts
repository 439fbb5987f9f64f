// The Ghost of Cyrus Ramsey (brokenbow, 192_013): dilemma — to get past, three personnel who each have Transporter Skill, or three of MEDICAL classification.
import { defineCard } from '../../behaviour/define';

export default defineCard('192_013', {
  title: 'The Ghost of Cyrus Ramsey',
  scenario: 'behaviour/dilemmas/brokenbow.spec.ts',
  dilemma: {
    title: 'The Ghost of Cyrus Ramsey',
    steps: [
      {
        kind: 'count',
        any: [
          { filter: { skill: 'Transporter Skill' }, atLeast: 3 },
          { filter: { classification: 'MEDICAL' }, atLeast: 3 },
        ],
      },
    ],
  },
});
