// Temptation (TNG, 155_011): dilemma — three random members are tempted; those with neither Honor nor Treachery are stopped.
import { defineCard } from '../../behaviour/define';

export default defineCard('155_011', {
  title: 'Temptation',
  scenario: 'behaviour/dilemmas/TNG.spec.ts',
  dilemma: {
    title: 'Temptation',
    steps: [
      { kind: 'pick', targets: { by: 'random', count: 3 } },
      {
        kind: 'act',
        targets: { by: 'picked', filter: { notSkills: ['Honor', 'Treachery'] } },
        action: 'stop',
      },
    ],
  },
});
