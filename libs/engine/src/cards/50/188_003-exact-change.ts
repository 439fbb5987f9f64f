// Exact Change (50, 188_003): dilemma — you choose: the opponent stops two of your members until the end of your next turn (the dilemma is nullified), or to get past the Away Team's CUNNING must total exactly 50.
import { defineCard } from '../../behaviour/define';

export default defineCard('188_003', {
  title: 'Exact Change',
  scenario: 'behaviour/dilemmas/sets-c.spec.ts',
  dilemma: {
    title: 'Exact Change',
    steps: [
      { kind: 'choose-mode', chooser: 'self', modes: ['stop-two', 'exact'] },
      { kind: 'only-if', test: { mode: 'stop-two' }, step: { kind: 'act', targets: { by: 'choice', chooser: 'opponent', count: 2 }, action: 'stop-until-next-turn' } },
      { kind: 'only-if', test: { mode: 'exact' }, step: { kind: 'if', test: { not: { teamTotal: 'CUNNING', above: 49, below: 51 } }, then: { kind: 'fail' } } },
    ],
  },
});
