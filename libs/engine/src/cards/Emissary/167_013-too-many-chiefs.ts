// Too Many Chiefs (Emissary, 167_013): dilemma — a random SECURITY-classification personnel is stopped; if that one has Leadership, two more SECURITY are stopped.
import { defineCard } from '../../behaviour/define';

export default defineCard('167_013', {
  title: 'Too Many Chiefs',
  scenario: 'behaviour/dilemmas/Emissary.spec.ts',
  dilemma: {
    title: 'Too Many Chiefs',
    steps: [
      { kind: 'pick', targets: { by: 'random', count: 1, filter: { classification: 'SECURITY' } } },
      { kind: 'act', targets: { by: 'picked' }, action: 'stop' },
      {
        kind: 'act',
        targets: { by: 'random', count: 2, filter: { classification: 'SECURITY' } },
        action: 'stop',
        when: 'Leadership',
        unlessOn: 'picked',
      },
    ],
  },
});
