// Lt. Stiles (tnz, 219_029): personnel — at his location his owner's cards may initiate battle against a force with a Romulan card, whatever the affiliation attack restrictions.
import { defineCard } from '../../behaviour/define';

export default defineCard('219_029', {
  title: 'Lt. Stiles',
  scenario: 'behaviour/personnel-b.spec.ts',
  battleHere: [{ kind: 'may-attack', affiliation: 'Romulan' }],
});
