// New Civilizations (plw, 223_029): objective — seeds on your table only while none of your non-homeworld missions shows more than 30 points; once you have completed a planet mission, a space mission and four missions in all, you win.
import { defineCard } from '../../behaviour/define';

export default defineCard('223_029', {
  title: 'New Civilizations',
  scenario: 'behaviour/incidents.spec.ts',
  seedRequires: [{ kind: 'your-missions-at-most', points: 30, exceptHomeworlds: true }],
  permits: [{ kind: 'win-by-completing', completed: { total: 4, planet: 1, space: 1 } }],
});
