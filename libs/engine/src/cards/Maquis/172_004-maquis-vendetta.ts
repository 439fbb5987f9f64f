// Maquis Vendetta (Maquis, 172_004): dilemma — to get past, a random Leadership personnel is stopped; if that one is also an OFFICER or SECURITY, two more random members are stopped.
import { defineCard } from '../../behaviour/define';

export default defineCard('172_004', {
  title: 'Maquis Vendetta',
  scenario: 'behaviour/dilemmas/others.spec.ts',
  dilemma: {
    title: 'Maquis Vendetta',
    steps: [
      { kind: 'pass', require: 'Leadership' },
      { kind: 'pick', targets: { by: 'random', count: 1, filter: { skill: 'Leadership' } } },
      { kind: 'act', targets: { by: 'picked' }, action: 'stop' },
      {
        kind: 'act',
        targets: { by: 'random', count: 2 },
        action: 'stop',
        when: 'OFFICER OR SECURITY',
        unlessOn: 'picked',
      },
    ],
  },
});
