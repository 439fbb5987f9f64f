// Alien Abduction: Test Subjects (lookinggla, 184_002): dilemma — three random crew members are held with it atop the mission until two Physics cure it.
import { defineCard } from '../../behaviour/define';

export default defineCard('184_002', {
  title: 'Alien Abduction: Test Subjects',
  scenario: 'behaviour/dilemmas/lookinggla-a.spec.ts',
  dilemma: {
    title: 'Alien Abduction: Test Subjects',
    steps: [
      { kind: 'pick', targets: { by: 'random', count: 3 } },
      { kind: 'act', targets: { by: 'picked' }, action: 'hold-on-mission' },
      { kind: 'place', on: 'mission', affected: 'picked' },
    ],
    cure: 'Physics x2',
    manual: ['the other cure: a Holodeck with CUNNING>40'],
  },
});
