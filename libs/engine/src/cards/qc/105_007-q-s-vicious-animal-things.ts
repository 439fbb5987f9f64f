// Q's Vicious Animal Things (qc, 105_007): dilemma — unless the whole Away Team's STRENGTH lies between 22 and 55, a random member is mauled to death and the opponent seeds it again under another unsolved planet mission.
import { defineCard } from '../../behaviour/define';

export default defineCard('105_007', {
  title: "Q's Vicious Animal Things",
  scenario: 'behaviour/dilemmas/qc-a.spec.ts',
  dilemma: {
    title: "Q's Vicious Animal Things",
    steps: [
      {
        kind: 'if',
        test: { not: { teamTotal: 'STRENGTH', above: 22, below: 55 } },
        then: { kind: 'fail' },
      },
      {
        kind: 'if',
        test: { not: { gotPast: true } },
        then: { kind: 'act', targets: { by: 'random', count: 1 }, action: 'kill' },
      },
      { kind: 'if', test: { not: { gotPast: true } }, then: { kind: 'reseed-elsewhere' } },
    ],
  },
});
