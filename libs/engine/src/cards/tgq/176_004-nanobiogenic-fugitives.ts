// Nanobiogenic Fugitives (tgq, 176_004): dilemma — you stop two ENGINEER members or one Physics member of your choice; to get past, two Computer Skill and Physics among the rest.
import { defineCard } from '../../behaviour/define';

export default defineCard('176_004', {
  title: 'Nanobiogenic Fugitives',
  scenario: 'behaviour/dilemmas/tgq.spec.ts',
  dilemma: {
    title: 'Nanobiogenic Fugitives',
    steps: [
      { kind: 'choose-mode', chooser: 'self', modes: ['two ENGINEER', 'one Physics'] },
      {
        kind: 'only-if',
        test: { mode: 'two ENGINEER' },
        step: { kind: 'act', targets: { by: 'choice', chooser: 'self', count: 2, filter: { skill: 'ENGINEER' } }, action: 'stop' },
      },
      {
        kind: 'only-if',
        test: { mode: 'one Physics' },
        step: { kind: 'act', targets: { by: 'choice', chooser: 'self', count: 1, filter: { skill: 'Physics' } }, action: 'stop' },
      },
      { kind: 'pass', require: 'Computer Skill x2 + Physics' },
    ],
  },
});
