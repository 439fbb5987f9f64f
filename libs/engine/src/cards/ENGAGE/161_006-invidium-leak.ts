// Invidium Leak (ENGAGE, 161_006): dilemma — to get past, three ENGINEER, or one personnel with CUNNING above 7 who has MEDICAL or Physics.
import { defineCard } from '../../behaviour/define';

export default defineCard('161_006', {
  title: 'Invidium Leak',
  scenario: 'behaviour/dilemmas/others.spec.ts',
  dilemma: {
    title: 'Invidium Leak',
    steps: [
      {
        kind: 'count',
        any: [
          { require: 'ENGINEER x3' },
          { filter: { above: { attribute: 'CUNNING', value: 7 }, skill: 'MEDICAL' }, atLeast: 1 },
          { filter: { above: { attribute: 'CUNNING', value: 7 }, skill: 'Physics' }, atLeast: 1 },
        ],
      },
    ],
  },
});
