// Mezoti (borg, 124_109): personnel — once each turn, may unstop your Borg present.
import { defineCard } from '../../behaviour/define';

export default defineCard('124_109', {
  title: 'Mezoti',
  scenario: 'behaviour/personnel-a.spec.ts',
  abilities: [{ id: 'unstop', limit: 'once-per-turn', effects: [{ kind: 'unstop-yours-present', filter: { species: 'Borg' } }] }],
});
