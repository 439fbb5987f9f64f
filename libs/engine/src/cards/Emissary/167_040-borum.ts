// Borum (Emissary, 167_040): personnel — his owner may exchange him for a Bajoran leader in their discard pile (it takes his place; he goes to the discard pile).
import { defineCard } from '../../behaviour/define';

export default defineCard('167_040', {
  title: 'Borum',
  scenario: 'behaviour/personnel-d.spec.ts',
  abilities: [{ id: 'exchange', targets: { kind: 'card-in-discard', filter: { affiliation: 'Bajoran' }, leader: true }, effects: [{ kind: 'exchange-with-discard-target' }] }],
});
