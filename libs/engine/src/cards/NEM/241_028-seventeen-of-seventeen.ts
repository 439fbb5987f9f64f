// Seventeen of Seventeen (NEM, 241_028): personnel — he may report aboard any U.S.S. Enterprise-E of his owner's; aboard it, the ship has RANGE, WEAPONS and SHIELDS +3.
import { defineCard } from '../../behaviour/define';

export default defineCard('241_028', {
  title: 'Seventeen of Seventeen',
  scenario: 'behaviour/personnel-b.spec.ts',
  reports: [{ kind: 'self-at', to: { kind: 'ships', ship: { titles: ['U.S.S. Enterprise-E'] } } }],
  modifiers: [{ kind: 'crew-ship-attribute', attributes: ['RANGE', 'WEAPONS', 'SHIELDS'], delta: 3, ship: { yours: true, titles: ['U.S.S. Enterprise-E'] }, to: {}, where: 'aboard-ship' }],
});
