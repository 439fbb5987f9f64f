// Triage (TNG, 155_013): dilemma — a random member dies unless one with Biology or MEDICAL is stopped instead; then INTEGRITY>22 must remain.
import { defineCard } from '../../behaviour/define';

export default defineCard('155_013', {
  title: 'Triage',
  scenario: 'behaviour/dilemmas/TNG.spec.ts',
  dilemma: {
    title: 'Triage',
    steps: [
      // A random member dies unless the team can spare one with Biology or MEDICAL: that one is stopped instead.
      {
        kind: 'act',
        targets: { by: 'random', count: 1 },
        action: 'kill',
        unless: 'Biology OR MEDICAL',
      },
      {
        kind: 'act',
        targets: {
          by: 'choice',
          chooser: 'self',
          count: 1,
          filter: { anySkill: ['Biology', 'MEDICAL'] },
        },
        action: 'stop',
      },
      { kind: 'pass', require: 'INTEGRITY>22' },
    ],
  },
});
