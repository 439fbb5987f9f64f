// Yarnek (plw, 223_060): personnel — Away Teams present with him on a planet (either player's) have no affiliation attack restrictions.
import { defineCard } from '../../behaviour/define';

export default defineCard('223_060', {
  title: 'Yarnek',
  scenario: 'behaviour/personnel-b.spec.ts',
  battleHere: [{ kind: 'may-attack', battle: 'personnel', anyPlayer: true }],
});
