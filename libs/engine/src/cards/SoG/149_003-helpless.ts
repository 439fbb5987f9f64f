// Helpless (SoG, 149_003): dilemma — one random member is chosen; if none of its skills is one the mission asks for, it and one other random member are stopped.
import { defineCard } from '../../behaviour/define';

export default defineCard('149_003', {
  title: 'Helpless',
  scenario: 'behaviour/dilemmas/SoG-a.spec.ts',
  dilemma: {
    title: 'Helpless',
    steps: [
      { kind: 'pick', targets: { by: 'random', count: 1 } },
      {
        kind: 'act',
        targets: { by: 'picked', filter: { lacksMissionSkill: true } },
        action: 'stop',
      },
      {
        kind: 'if',
        test: { pickedMatch: { lacksMissionSkill: true } },
        then: { kind: 'act', targets: { by: 'random', count: 1 }, action: 'stop' },
      },
    ],
  },
});
