// A Pleasant Surprise (Maquis, 172_001): dilemma — to get past, a random personnel with CUNNING above 6 and Diplomacy or Treachery is stopped.
import { defineCard } from '../../behaviour/define';

export default defineCard('172_001', {
  title: 'A Pleasant Surprise',
  scenario: 'behaviour/dilemmas/others.spec.ts',
  dilemma: {
    title: 'A Pleasant Surprise',
    steps: [
      {
        kind: 'count',
        any: [
          {
            filter: {
              above: { attribute: 'CUNNING', value: 6 },
              anySkill: ['Diplomacy', 'Treachery'],
            },
            atLeast: 1,
          },
        ],
      },
      {
        kind: 'act',
        targets: {
          by: 'random',
          count: 1,
          filter: {
            above: { attribute: 'CUNNING', value: 6 },
            anySkill: ['Diplomacy', 'Treachery'],
          },
        },
        action: 'stop',
      },
    ],
  },
});
