// Shields Up! (HF6, 178_018): dilemma — to get past, a random SECURITY personnel is stopped; if that one also has a navigation-type skill, two more random members are stopped.
import { defineCard } from '../../behaviour/define';

export default defineCard('178_018', {
  title: 'Shields Up!',
  scenario: 'behaviour/dilemmas/others.spec.ts',
  dilemma: {
    title: 'Shields Up!',
    steps: [
      { kind: 'pass', require: 'SECURITY' },
      { kind: 'pick', targets: { by: 'random', count: 1, filter: { skill: 'SECURITY' } } },
      { kind: 'act', targets: { by: 'picked' }, action: 'stop' },
      {
        kind: 'act',
        targets: { by: 'random', count: 2 },
        action: 'stop',
        when: 'Astrophysics OR Stellar Cartography OR Navigation',
        unlessOn: 'picked',
      },
    ],
  },
});
