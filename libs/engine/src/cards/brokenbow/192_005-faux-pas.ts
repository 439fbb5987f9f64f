// Faux Pas (brokenbow, 192_005): dilemma — to get past, three personnel who each have Diplomacy, or three of V.I.P. classification.
import { defineCard } from '../../behaviour/define';

export default defineCard('192_005', {
  title: 'Faux Pas',
  scenario: 'behaviour/dilemmas/brokenbow.spec.ts',
  dilemma: {
    title: 'Faux Pas',
    steps: [
      {
        kind: 'count',
        any: [
          { filter: { skill: 'Diplomacy' }, atLeast: 3 },
          { filter: { classification: 'V.I.P.' }, atLeast: 3 },
        ],
      },
    ],
  },
});
