// Dedication to Duty (HF2, 152_003): dilemma — one random unique member is stopped; you choose: it dies, or the opponent may draw as many cards as it has skill dots; the mission continues.
import { defineCard } from '../../behaviour/define';

export default defineCard('152_003', {
  title: 'Dedication to Duty',
  scenario: 'behaviour/dilemmas/sets-c.spec.ts',
  dilemma: {
    title: 'Dedication to Duty',
    steps: [
      { kind: 'pick', targets: { by: 'random', count: 1, filter: { unique: true } } },
      { kind: 'choose-mode', chooser: 'self', modes: ['kill', 'draw'] },
      { kind: 'only-if', test: { mode: 'kill' }, step: { kind: 'act', targets: { by: 'among-picked', chooser: 'self', count: 1 }, action: 'kill' } },
      { kind: 'only-if', test: { mode: 'draw' }, step: { kind: 'act', targets: { by: 'among-picked', chooser: 'self', count: 1 }, action: 'stop' } },
      { kind: 'only-if', test: { mode: 'draw' }, step: { kind: 'draw-picked-dots', who: 'opponent', optional: true } },
    ],
    continues: true,
  },
});
