// Leosa (metamorpho, 202_050): personnel — twice per game her owner may nullify a Holodeck Door just played with her skill.
import { defineCard } from '../../behaviour/define';

export default defineCard('202_050', {
  title: 'Leosa',
  scenario: 'behaviour/personnel-b.spec.ts',
  skillNullifies: [{ filter: { titles: ['Holodeck Door'] }, target: 'just-played', times: 2 }],
});
