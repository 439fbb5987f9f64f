// Scapegoat (Maquis, 172_008): dilemma — a random member dies unless one with V.I.P. or Anthropology is stopped instead; then INTEGRITY>24 must remain.
import { defineCard } from '../../behaviour/define';

export default defineCard('172_008', {
  title: 'Scapegoat',
  scenario: 'behaviour/dilemmas/others.spec.ts',
  dilemma: {
    title: 'Scapegoat',
    steps: [
      // A random member dies unless the team can spare one with V.I.P. or Anthropology: that one is stopped instead.
      {
        kind: 'act',
        targets: { by: 'random', count: 1 },
        action: 'kill',
        unless: 'V.I.P. OR Anthropology',
      },
      {
        kind: 'act',
        targets: {
          by: 'choice',
          chooser: 'self',
          count: 1,
          filter: { anySkill: ['V.I.P.', 'Anthropology'] },
        },
        action: 'stop',
      },
      { kind: 'pass', require: 'INTEGRITY>24' },
    ],
  },
});
