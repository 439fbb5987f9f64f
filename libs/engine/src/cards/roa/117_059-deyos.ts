// Deyos (roa, 117_059): personnel — his owner draws a card for each non-Youth Jem'Hadar (either player's) that enters play at his location (reported, specially reported or downloaded there); the engine always uses this "may".
import { defineCard } from '../../behaviour/define';

export default defineCard('117_059', {
  title: 'Deyos',
  scenario: 'behaviour/personnel-c.spec.ts',
  whenReportedHere: { who: { whose: 'any', species: "Jem'Hadar", notSkill: 'Youth' }, per: 'each', effects: [{ kind: 'draw', who: 'you', count: 1 }] },
});
