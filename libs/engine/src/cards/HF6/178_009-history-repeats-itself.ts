// History Repeats Itself (HF6, 178_009): dilemma — three random members (six in a team of more than nine); if one of them has Anthropology, they are all stopped.
import { defineCard } from '../../behaviour/define';

export default defineCard('178_009', {
  title: 'History Repeats Itself',
  scenario: 'behaviour/dilemmas/others.spec.ts',
  dilemma: {
    title: 'History Repeats Itself',
    steps: [
      { kind: 'pick', targets: { by: 'random', count: 3, crowded: { above: 9, count: 6 } } },
      {
        kind: 'act',
        targets: { by: 'picked' },
        action: 'stop',
        when: 'Anthropology',
        unlessOn: 'picked',
      },
    ],
  },
});
