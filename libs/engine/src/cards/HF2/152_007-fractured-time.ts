// Fractured Time (HF2, 152_007): dilemma — nine random members go on; every other member of the team is placed out of play.
import { defineCard } from '../../behaviour/define';

export default defineCard('152_007', {
  title: 'Fractured Time',
  scenario: 'behaviour/dilemmas/HF2.spec.ts',
  dilemma: {
    title: 'Fractured Time',
    steps: [
      { kind: 'pick', targets: { by: 'random', count: 9 } },
      { kind: 'act', targets: { by: 'unpicked' }, action: 'out-of-play' },
    ],
  },
});
