// Back Room Dealings (Emissary, 167_001): dilemma — a random member dies unless one with Treachery or very low INTEGRITY is stopped instead; then STRENGTH>24 must remain.
import { defineCard } from '../../behaviour/define';

export default defineCard('167_001', {
  title: 'Back Room Dealings',
  scenario: 'behaviour/dilemmas/Emissary.spec.ts',
  dilemma: {
    title: 'Back Room Dealings',
    steps: [
      // A random member dies unless the team can spare one with Treachery or INTEGRITY under 4: that one is stopped instead.
      {
        kind: 'act',
        targets: { by: 'random', count: 1 },
        action: 'kill',
        unless: 'Treachery OR INTEGRITY<4',
        individual: true,
      },
      {
        kind: 'act',
        targets: {
          by: 'choice',
          chooser: 'self',
          count: 1,
          filter: {
            anyOf: [{ skill: 'Treachery' }, { below: { attribute: 'INTEGRITY', value: 4 } }],
          },
        },
        action: 'stop',
      },
      { kind: 'pass', require: 'STRENGTH>24' },
    ],
  },
});
