// Chula: The Dice (dom, 115_007): dilemma — to get past, three different members: one with INTEGRITY>6, another with CUNNING>7, a third with STRENGTH>8.
import { defineCard } from '../../behaviour/define';

export default defineCard('115_007', {
  title: 'Chula: The Dice',
  scenario: 'behaviour/dilemmas/dom-b.spec.ts',
  dilemma: {
    title: 'Chula: The Dice',
    steps: [
      {
        kind: 'count',
        any: [
          {
            distinct: [
              { above: { attribute: 'INTEGRITY', value: 6 } },
              { above: { attribute: 'CUNNING', value: 7 } },
              { above: { attribute: 'STRENGTH', value: 8 } },
            ],
          },
        ],
      },
    ],
  },
});
