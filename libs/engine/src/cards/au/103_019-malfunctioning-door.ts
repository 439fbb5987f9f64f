// Malfunctioning Door (au, 103_019): dilemma — to get past, a Soong-type android, or STRENGTH above 27 from at most four personnel.
import { defineCard } from '../../behaviour/define';

export default defineCard('103_019', {
  title: 'Malfunctioning Door',
  scenario: 'behaviour/dilemmas/au.spec.ts',
  dilemma: {
    title: 'Malfunctioning Door',
    steps: [
      {
        kind: 'count',
        any: [
          { filter: { characteristic: 'Soong-type android' }, atLeast: 1 },
          { best: 'STRENGTH', upTo: 4, above: 27 },
        ],
      },
    ],
  },
});
