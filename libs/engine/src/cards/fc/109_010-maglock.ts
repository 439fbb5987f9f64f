// Maglock (fc, 109_010): dilemma — to get past, the crew needs three OFFICERs who each have STRENGTH above 5.
import { defineCard } from '../../behaviour/define';

export default defineCard('109_010', {
  title: 'Maglock',
  scenario: 'behaviour/dilemmas/fc.spec.ts',
  dilemma: {
    title: 'Maglock',
    steps: [
      {
        kind: 'count',
        any: [
          { filter: { skill: 'OFFICER', above: { attribute: 'STRENGTH', value: 5 } }, atLeast: 3 },
        ],
      },
    ],
  },
});
