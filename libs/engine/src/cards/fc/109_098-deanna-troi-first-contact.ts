// Deanna Troi (First Contact) (fc, 109_098): personnel — once per game, may unstop her Away Team.
import { defineCard } from '../../behaviour/define';

export default defineCard('109_098', {
  title: 'Deanna Troi (First Contact)',
  scenario: 'behaviour/personnel-a.spec.ts',
  abilities: [{ id: 'unstop', limit: 'once-per-game', requires: ['in-away-team'], effects: [{ kind: 'unstop-yours-present', filter: {} }] }],
});
