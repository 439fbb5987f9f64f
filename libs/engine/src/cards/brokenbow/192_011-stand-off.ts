// Stand-Off (brokenbow, 192_011): dilemma — to get past, three personnel who each have Anthropology, or three of SECURITY classification.
import { defineCard } from '../../behaviour/define';

export default defineCard('192_011', {
  title: 'Stand-Off',
  scenario: 'behaviour/dilemmas/brokenbow.spec.ts',
  dilemma: {
    title: 'Stand-Off',
    steps: [
      {
        kind: 'count',
        any: [
          { filter: { skill: 'Anthropology' }, atLeast: 3 },
          { filter: { classification: 'SECURITY' }, atLeast: 3 },
        ],
      },
    ],
  },
});
