// Macias (Maquis, 172_041): personnel — his owner may exchange him for a Maquis-icon personnel in their discard pile (it takes his place; he goes to the discard pile).
import { defineCard } from '../../behaviour/define';

export default defineCard('172_041', {
  title: 'Macias',
  scenario: 'behaviour/personnel-d.spec.ts',
  abilities: [{ id: 'exchange', targets: { kind: 'card-in-discard', filter: { icon: 'Maq' } }, effects: [{ kind: 'exchange-with-discard-target' }] }],
});
