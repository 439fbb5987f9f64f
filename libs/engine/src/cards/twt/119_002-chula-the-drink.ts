// Chula: The Drink (twt, 119_002): dilemma — four random members are tested; all four are stopped unless one of them has very low or very high CUNNING.
import { defineCard } from '../../behaviour/define';

export default defineCard('119_002', {
  title: 'Chula: The Drink',
  scenario: 'behaviour/dilemmas/twt.spec.ts',
  dilemma: {
    title: 'Chula: The Drink',
    steps: [
      { kind: 'pick', targets: { by: 'random', count: 4 } },
      {
        kind: 'act',
        targets: { by: 'picked' },
        action: 'stop',
        unless: 'CUNNING<6 OR CUNNING>9',
        unlessOn: 'picked',
        individual: true,
      },
    ],
  },
});
