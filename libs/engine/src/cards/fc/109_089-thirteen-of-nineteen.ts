// Thirteen of Nineteen (fc, 109_089): personnel — while aboard your ship, its WEAPONS are +2 (cumulative).
import { defineCard } from '../../behaviour/define';

export default defineCard('109_089', {
  title: 'Thirteen of Nineteen',
  scenario: 'behaviour/personnel-a.spec.ts',
  modifiers: [{ kind: 'crew-ship-attribute', attributes: ['WEAPONS'], delta: 2, ship: { yours: true }, to: {}, where: 'aboard-ship', cumulative: true }],
});
