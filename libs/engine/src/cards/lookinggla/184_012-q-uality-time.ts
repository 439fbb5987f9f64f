// Q-uality Time (lookinggla, 184_012): dilemma — the opponent chooses: they may download and seed Q here, or the member with the highest INTEGRITY returns to hand unless two Leadership and CUNNING>30 are there; discarded.
import { defineCard } from '../../behaviour/define';

export default defineCard('184_012', {
  title: 'Q-uality Time',
  scenario: 'behaviour/dilemmas/sets-c.spec.ts',
  dilemma: {
    title: 'Q-uality Time',
    steps: [
      { kind: 'choose-mode', chooser: 'opponent', modes: ['seed Q', 'return'] },
      { kind: 'only-if', test: { mode: 'seed Q' }, step: { kind: 'download-and-seed', upTo: 1, titles: ['Q'] } },
      {
        kind: 'only-if',
        test: { mode: 'return' },
        step: { kind: 'act', targets: { by: 'highest', measure: 'INTEGRITY', count: 1, tie: 'opponent' }, action: 'return-to-hand', unless: 'Leadership x2 + CUNNING>30' },
      },
    ],
    discard: true,
  },
});
