// Deanna Troi (First Contact) (fc, 109_098): personnel — once per game, may unstop her Away Team.
import { defineCard } from '../../behaviour/define';

export default defineCard('109_098', {
  title: 'Deanna Troi (First Contact)',
  scenario: 'behaviour/personnel-a.spec.ts',
  actions: [{ name: 'unstop', limit: { per: 'game' }, requires: ['in-away-team'], target: { kind: 'none' }, effects: [{ kind: 'unstop-yours-present', filter: {} }] }],
});
