// Founder (dom, 115_081): personnel — may morph: exchange with a Founder in your hand.
import { defineCard } from '../../behaviour/define';

export default defineCard('115_081', {
  title: 'Founder',
  scenario: 'behaviour/personnel-a.spec.ts',
  abilities: [{ id: 'morph', targets: { kind: 'card-in-hand', filter: { characteristic: 'Founder' } }, effects: [{ kind: 'exchange-with-target' }] }],
});
