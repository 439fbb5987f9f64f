// Four of Eleven (fc, 109_081): personnel — while aboard your ship, its SHIELDS are +2 (cumulative).
import { defineCard } from '../../behaviour/define';

export default defineCard('109_081', {
  title: 'Four of Eleven',
  scenario: 'behaviour/personnel-a.spec.ts',
  modifiers: [{ kind: 'crew-ship-attribute', attributes: ['SHIELDS'], delta: 2, ship: { yours: true }, to: {}, where: 'aboard-ship', cumulative: true }],
});
