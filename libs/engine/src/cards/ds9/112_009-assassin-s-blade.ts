// Assassin's Blade (ds9, 112_009): dilemma — unless cunning enough or two SECURITY, the opponent picks one personnel (not a shape-shifter or android) to die.
import { defineCard } from '../../behaviour/define';

export default defineCard('112_009', {
  title: "Assassin's Blade",
  scenario: 'behaviour/dilemmas/ds9.spec.ts',
  dilemma: {
    title: "Assassin's Blade",
    steps: [
      {
        kind: 'act',
        targets: {
          by: 'choice',
          chooser: 'opponent',
          count: 1,
          filter: { notCharacteristics: ['Shape-shifter', 'Changeling', 'Android'] },
        },
        action: 'kill',
        unless: 'CUNNING>36 OR SECURITY x2',
      },
    ],
  },
});
