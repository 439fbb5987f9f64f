// Kell Perim (20th, 174_009): personnel — aboard his owner's ship in the Briar Patch Region, that ship has RANGE +1.
import { defineCard } from '../../behaviour/define';

export default defineCard('174_009', {
  title: 'Kell Perim',
  scenario: 'behaviour/personnel-b.spec.ts',
  modifiers: [{ kind: 'crew-ship-attribute', attributes: ['RANGE'], delta: 1, ship: { yours: true }, to: {}, where: 'aboard-ship', when: { kind: 'in-region', region: 'Briar Patch Region' } }],
});
