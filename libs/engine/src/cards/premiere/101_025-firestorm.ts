// Firestorm (premiere, 101_025): a dilemma, in the effect model's words (never the printed text). The escape it permits is
// Emergency Transporter Armbands played in its encounter's response window (that card's `duringDilemmas`).
import { defineCard } from '../../behaviour/define';

export default defineCard('101_025', {
  title: 'Firestorm',
  scenario: 'behaviour/premiere-c.spec.ts',
  dilemma: {
    title: 'Firestorm',
    steps: [
      {
        kind: 'act',
        targets: { by: 'all', filter: { below: { attribute: 'INTEGRITY', value: 5 } } },
        action: 'kill',
        unless: '{Thermal Deflectors}',
      },
    ],
    discard: true,
  },
});
