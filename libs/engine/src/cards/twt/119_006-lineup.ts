// Lineup (twt, 119_006): dilemma — four random members line up; all four are stopped unless one of them has very low or very high INTEGRITY.
import { defineCard } from '../../behaviour/define';

export default defineCard('119_006', {
  title: 'Lineup',
  scenario: 'behaviour/dilemmas/twt.spec.ts',
  dilemma: {
    title: 'Lineup',
    steps: [
      { kind: 'pick', targets: { by: 'random', count: 4 } },
      {
        kind: 'act',
        targets: { by: 'picked' },
        action: 'stop',
        unless: 'INTEGRITY<5 OR INTEGRITY>8',
        unlessOn: 'picked',
        individual: true,
      },
    ],
  },
});
