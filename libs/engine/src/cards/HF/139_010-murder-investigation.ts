// Murder Investigation (HF, 139_010): dilemma — three random members (six in a team of more than nine) are questioned; if one of them has SECURITY, all of them are stopped.
import { defineCard } from '../../behaviour/define';

export default defineCard('139_010', {
  title: 'Murder Investigation',
  scenario: 'behaviour/dilemmas/others.spec.ts',
  dilemma: {
    title: 'Murder Investigation',
    steps: [
      { kind: 'pick', targets: { by: 'random', count: 3, crowded: { above: 9, count: 6 } } },
      {
        kind: 'act',
        targets: { by: 'picked' },
        action: 'stop',
        when: 'SECURITY',
        unlessOn: 'picked',
      },
    ],
  },
});
