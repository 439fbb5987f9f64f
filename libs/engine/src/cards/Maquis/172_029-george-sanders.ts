// George Sanders (Maquis, 172_029): personnel — at his location his owner's cards may initiate battle against a force with a Maquis-icon card, whatever the affiliation attack restrictions.
import { defineCard } from '../../behaviour/define';

export default defineCard('172_029', {
  title: 'George Sanders',
  scenario: 'behaviour/personnel-b.spec.ts',
  battleHere: [{ kind: 'may-attack', icon: 'Maq' }],
});
