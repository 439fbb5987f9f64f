// Crowded Bar (RiF, 153_003): dilemma — both players draw a card; one member is stopped for each card in your hand — you choose them when you hold under six cards, the opponent otherwise; discarded.
import { defineCard } from '../../behaviour/define';

export default defineCard('153_003', {
  title: 'Crowded Bar',
  scenario: 'behaviour/dilemmas/RiF.spec.ts',
  dilemma: {
    title: 'Crowded Bar',
    steps: [
      { kind: 'draw', who: 'each', count: 1 },
      {
        kind: 'only-if',
        test: { hand: { whose: 'self', below: 6 } },
        step: { kind: 'act', targets: { by: 'choice-n', chooser: 'self', n: { plus: { handCards: { whose: 'self' } } } }, action: 'stop' },
      },
      {
        kind: 'only-if',
        test: { not: { hand: { whose: 'self', below: 6 } } },
        step: { kind: 'act', targets: { by: 'choice-n', chooser: 'opponent', n: { plus: { handCards: { whose: 'self' } } } }, action: 'stop' },
      },
    ],
    discard: true,
  },
});
