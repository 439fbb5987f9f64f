// Paralyzed by Fear (tstl, 163_008): dilemma — every member whose printed CUNNING plus INTEGRITY is under 13 is stopped; nullified by a named engineer.
import { defineCard } from '../../behaviour/define';

export default defineCard('163_008', {
  title: 'Paralyzed by Fear',
  scenario: 'behaviour/dilemmas/others.spec.ts',
  dilemma: {
    title: 'Paralyzed by Fear',
    steps: [
      {
        kind: 'act',
        targets: {
          by: 'all',
          filter: { printedBelow: { attributes: ['CUNNING', 'INTEGRITY'], value: 13 } },
        },
        action: 'stop',
      },
    ],
    nullify: "{Miles O'Brien}",
  },
});
