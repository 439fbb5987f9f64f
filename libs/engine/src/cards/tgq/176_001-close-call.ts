// Close Call (tgq, 176_001): dilemma — a random member dies unless it has Computer Skill or Transporter Skill; then two Diplomacy or three SECURITY must remain.
import { defineCard } from '../../behaviour/define';

export default defineCard('176_001', {
  title: 'Close Call',
  scenario: 'behaviour/dilemmas/others.spec.ts',
  dilemma: {
    title: 'Close Call',
    steps: [
      { kind: 'pick', targets: { by: 'random', count: 1 } },
      {
        kind: 'act',
        targets: { by: 'picked' },
        action: 'kill',
        unless: 'Computer Skill OR Transporter Skill',
        unlessOn: 'picked',
        conditional: false,
      },
      { kind: 'pass', require: 'Diplomacy x2 OR SECURITY x3' },
    ],
  },
});
