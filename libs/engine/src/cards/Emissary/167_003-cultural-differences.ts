// Cultural Differences (Emissary, 167_003): dilemma — a random member dies unless one with Acquisition or Anthropology is stopped instead; then CUNNING>24 must remain.
import { defineCard } from '../../behaviour/define';

export default defineCard('167_003', {
  title: 'Cultural Differences',
  scenario: 'behaviour/dilemmas/Emissary.spec.ts',
  dilemma: {
    title: 'Cultural Differences',
    steps: [
      // A random member dies unless the team can spare one with Acquisition or Anthropology: that one is stopped instead.
      {
        kind: 'act',
        targets: { by: 'random', count: 1 },
        action: 'kill',
        unless: 'Acquisition OR Anthropology',
      },
      {
        kind: 'act',
        targets: {
          by: 'choice',
          chooser: 'self',
          count: 1,
          filter: { anySkill: ['Acquisition', 'Anthropology'] },
        },
        action: 'stop',
      },
      { kind: 'pass', require: 'CUNNING>24' },
    ],
  },
});
