// Guilty - Provisionally (qc, 105_088): dilemma — a random member is picked: you say "guilty - provisionally" and it lies on your table, or that member dies.
import { defineCard } from '../../behaviour/define';

export default defineCard('105_088', {
  title: 'Guilty - Provisionally',
  scenario: 'behaviour/dilemmas/sets-c.spec.ts',
  dilemma: {
    title: 'Guilty - Provisionally',
    steps: [
      { kind: 'pick', targets: { by: 'random', count: 1 } },
      { kind: 'choose-mode', chooser: 'self', modes: ['guilty - provisionally', 'refuse'] },
      { kind: 'only-if', test: { mode: 'refuse' }, step: { kind: 'act', targets: { by: 'picked' }, action: 'kill' } },
      { kind: 'only-if', test: { mode: 'guilty - provisionally' }, step: { kind: 'place-on-table' } },
    ],
    manual: ['while on your table, the opponent may cancel the next battle you initiate, then it is discarded'],
  },
});
