// Samuel T. Cogley (Cage, 212_050): personnel — once per game his owner may nullify a Computer Crash in play with his skill.
import { defineCard } from '../../behaviour/define';

export default defineCard('212_050', {
  title: 'Samuel T. Cogley',
  scenario: 'behaviour/personnel-b.spec.ts',
  skillNullifies: [{ filter: { titles: ['Computer Crash'] }, target: 'in-play' }],
});
