// Misinterpreted History (Cage, 212_007): dilemma — the opponent has the most cunning member, or the most treacherous one, killed; to get past needs law with archaeology, exobiology with two leaders, or a president.
import { defineCard } from '../../behaviour/define';

export default defineCard('212_007', {
  title: 'Misinterpreted History',
  scenario: 'behaviour/dilemmas/Cage-a.spec.ts',
  dilemma: {
    title: 'Misinterpreted History',
    steps: [
      {
        kind: 'act',
        targets: {
          by: 'highest-of',
          measures: ['CUNNING', { skill: 'Treachery' }],
          chooser: 'opponent',
        },
        action: 'kill',
      },
      { kind: 'pass', require: 'Law + Archaeology OR Exobiology + Leadership x2 OR President' },
    ],
  },
});
