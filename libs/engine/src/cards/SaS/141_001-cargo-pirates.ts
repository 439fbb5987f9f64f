// Cargo Pirates (SaS, 141_001): dilemma — one random member is stopped; then, if you have a Delta Quadrant personnel in play or the opponent has three thieves in play, the opponent stops one more.
import { defineCard } from '../../behaviour/define';

export default defineCard('141_001', {
  title: 'Cargo Pirates',
  scenario: 'behaviour/dilemmas/SaS.spec.ts',
  dilemma: {
    title: 'Cargo Pirates',
    steps: [
      { kind: 'act', targets: { by: 'random', count: 1 }, action: 'stop' },
      {
        kind: 'only-if',
        test: {
          anyOf: [
            { personnelInPlay: { whose: 'self', filter: { icon: 'DQ' }, atLeast: 1 } },
            { personnelInPlay: { whose: 'opponent', filter: { characteristic: 'Thief' }, atLeast: 3 } },
          ],
        },
        step: { kind: 'act', targets: { by: 'choice', chooser: 'opponent', count: 1 }, action: 'stop' },
      },
    ],
  },
});
