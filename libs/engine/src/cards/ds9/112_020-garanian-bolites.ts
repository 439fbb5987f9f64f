// Garanian Bolites (ds9, 112_020): dilemma — two random members are stopped unless their CUNNING together is high enough or a hypospray is with the team; the mission goes on.
import { defineCard } from '../../behaviour/define';

export default defineCard('112_020', {
  title: 'Garanian Bolites',
  scenario: 'behaviour/dilemmas/ds9-a.spec.ts',
  dilemma: {
    title: 'Garanian Bolites',
    steps: [
      { kind: 'pick', targets: { by: 'random', count: 2 } },
      { kind: 'spare-picked', any: [{ best: 'CUNNING', upTo: 2, above: 15 }] },
      {
        kind: 'if',
        test: { not: { teamMeets: '{Hypospray}' } },
        then: { kind: 'act', targets: { by: 'picked' }, action: 'stop' },
      },
    ],
    continues: true,
  },
});
