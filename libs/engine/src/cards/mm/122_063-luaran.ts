// Luaran (mm, 122_063): personnel — may report aboard your Enhanced Attack Ship.
import { defineCard } from '../../behaviour/define';

export default defineCard('122_063', {
  title: 'Luaran',
  scenario: 'behaviour/personnel-a.spec.ts',
  reports: [{ kind: 'self-aboard', shipTitles: ['Enhanced Attack Ship'] }],
});
