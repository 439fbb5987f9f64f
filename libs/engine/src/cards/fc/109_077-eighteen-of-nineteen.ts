// Eighteen of Nineteen (fc, 109_077): personnel — while aboard your ship, its RANGE is +1 (cumulative).
import { defineCard } from '../../behaviour/define';

export default defineCard('109_077', {
  title: 'Eighteen of Nineteen',
  scenario: 'behaviour/personnel-a.spec.ts',
  modifiers: [{ kind: 'crew-ship-attribute', attributes: ['RANGE'], delta: 1, ship: { yours: true }, to: {}, where: 'aboard-ship', cumulative: true }],
});
