// It's Green (HF6, 178_010): dilemma — three random members (six in a team of more than nine); if one of them is an ENGINEER, they are all stopped.
import { defineCard } from '../../behaviour/define';

export default defineCard('178_010', {
  title: "It's Green",
  scenario: 'behaviour/dilemmas/others.spec.ts',
  dilemma: {
    title: "It's Green",
    steps: [
      { kind: 'pick', targets: { by: 'random', count: 3, crowded: { above: 9, count: 6 } } },
      {
        kind: 'act',
        targets: { by: 'picked' },
        action: 'stop',
        when: 'ENGINEER',
        unlessOn: 'picked',
      },
    ],
  },
});
