// Hunter Probe (tstl, 163_004): a dilemma, in the effect model's words (never the printed text).
import { defineCard } from '../../behaviour/define';

export default defineCard('163_004', {
  title: 'Hunter Probe',
  scenario: 'attempt.spec.ts',
  dilemma: {
    title: 'Hunter Probe',
    steps: [
      { kind: 'pick', targets: { by: 'choice', chooser: 'opponent', count: 2 } },
      {
        kind: 'act',
        targets: { by: 'picked' },
        action: 'mark-for-death',
        unless: 'SECURITY x2 + Anthropology x2',
      },
    ],
    continues: true,
    ongoing: { endOfTurnKill: true },
  },
});
