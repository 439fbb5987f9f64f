// Dangerous Liaisons (roa, 117_007): dilemma — to get past: three Treachery with Acquisition, or two SCIENCE with two SECURITY, or Ty Kajada; you may nullify it by discarding Recruit Mercenaries from hand.
import { defineCard } from '../../behaviour/define';

export default defineCard('117_007', {
  title: 'Dangerous Liaisons',
  scenario: 'behaviour/dilemmas/sets-c.spec.ts',
  dilemma: {
    title: 'Dangerous Liaisons',
    steps: [
      { kind: 'may-discard-to-nullify', titles: ['Recruit Mercenaries'] },
      {
        kind: 'pass',
        require: 'Treachery x3 + Acquisition OR SCIENCE x2 + SECURITY x2 OR {Ty Kajada}',
      },
    ],
  },
});
