// Dejaren (ha, 125_006): dilemma — a random hologram and a random non-hologram are selected; each dies if its own CUNNING is under 9; then two Computer Skill must remain.
import { defineCard } from '../../behaviour/define';

export default defineCard('125_006', {
  title: 'Dejaren',
  scenario: 'behaviour/dilemmas/ha.spec.ts',
  dilemma: {
    title: 'Dejaren',
    steps: [
      { kind: 'pick', targets: { by: 'random', count: 1, filter: { icon: 'Holo' } } },
      {
        kind: 'act',
        targets: { by: 'picked', filter: { below: { attribute: 'CUNNING', value: 9 } } },
        action: 'kill',
      },
      { kind: 'pick', targets: { by: 'random', count: 1, filter: { notIcon: 'Holo' } } },
      {
        kind: 'act',
        targets: { by: 'picked', filter: { below: { attribute: 'CUNNING', value: 9 } } },
        action: 'kill',
      },
      { kind: 'pass', require: 'Computer Skill x2' },
    ],
  },
});
