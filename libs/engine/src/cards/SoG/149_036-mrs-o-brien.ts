// Mrs. O'Brien (SoG, 149_036): personnel — when a Youth personnel (either player's) enters play at her location, her owner draws a card — once per game for each affiliation.
import { defineCard } from '../../behaviour/define';

export default defineCard('149_036', {
  title: "Mrs. O'Brien",
  scenario: 'behaviour/personnel-b.spec.ts',
  whenReportedHere: { who: { whose: 'any', skill: 'Youth' }, effects: [{ kind: 'draw', who: 'you', count: 1 }], per: 'game', perAffiliation: true },
});
