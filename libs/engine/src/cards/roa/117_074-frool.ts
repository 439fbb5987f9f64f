// Frool (roa, 117_074): personnel — reports for free to a Ferengi Trading Post.
import { defineCard } from '../../behaviour/define';

export default defineCard('117_074', {
  title: 'Frool',
  scenario: 'behaviour/personnel-a.spec.ts',
  reports: [{ kind: 'self-free', facilityTitles: ['Ferengi Trading Post'] }],
});
