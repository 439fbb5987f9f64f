// Don't Call Me Ahab (fc, 109_008): dilemma — the opponent stops one OFFICER of high integrity, and every Enterprise-E personnel present is stopped too.
import { defineCard } from '../../behaviour/define';

export default defineCard('109_008', {
  title: "Don't Call Me Ahab",
  scenario: 'behaviour/dilemmas/fc-a.spec.ts',
  dilemma: {
    title: "Don't Call Me Ahab",
    steps: [
      {
        kind: 'act',
        targets: {
          by: 'choice',
          chooser: 'opponent',
          count: 1,
          filter: { skill: 'OFFICER', above: { attribute: 'INTEGRITY', value: 6 } },
        },
        action: 'stop',
      },
      { kind: 'act', targets: { by: 'all', filter: { icon: 'Ent-E' } }, action: 'stop' },
    ],
  },
});
