// Flash Plasma Storm (voy, 123_009): dilemma — every Away Team member with printed STRENGTH under 6 and CUNNING under 9 dies; nullified when you have Thermal Deflectors in play.
import { defineCard } from '../../behaviour/define';

export default defineCard('123_009', {
  title: 'Flash Plasma Storm',
  scenario: 'behaviour/dilemmas/voy-b.spec.ts',
  dilemma: {
    title: 'Flash Plasma Storm',
    steps: [
      { kind: 'nullified-if', test: { inPlay: { titles: ['Thermal Deflectors'], whose: 'self' } } },
      {
        kind: 'act',
        targets: { by: 'all', filter: { printedBelow: { attributes: ['STRENGTH'], value: 6 }, below: { attribute: 'CUNNING', value: 9 } } },
        action: 'kill',
      },
    ],
  },
});
