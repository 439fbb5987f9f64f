// System-Wide Cascade Failure (qc, 105_010): dilemma — the mission goes on, but an android you choose dies at the end of the turn unless one of two named android makers is present; then discarded.
import { defineCard } from '../../behaviour/define';

export default defineCard('105_010', {
  title: 'System-Wide Cascade Failure',
  scenario: 'behaviour/dilemmas/qc.spec.ts',
  dilemma: {
    title: 'System-Wide Cascade Failure',
    steps: [
      {
        kind: 'pick',
        targets: { by: 'choice', chooser: 'self', count: 1, filter: { characteristic: 'Android' } },
      },
      {
        kind: 'act',
        targets: { by: 'picked' },
        action: 'mark-for-death',
        unless: '{Dr. Soong} OR {Ira Graves}',
      },
    ],
    continues: true,
    ongoing: { endOfTurnKill: true },
  },
});
