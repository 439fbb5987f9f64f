// T'Rul (dom, 115_121): personnel — the ship she is aboard is RANGE +1 while cloaked.
import { defineCard } from '../../behaviour/define';

export default defineCard('115_121', {
  title: 'T\'Rul',
  scenario: 'behaviour/personnel-a.spec.ts',
  modifiers: [{ kind: 'crew-ship-attribute', attributes: ['RANGE'], delta: 1, ship: { cloaked: true }, to: {}, where: 'aboard-ship' }],
});
