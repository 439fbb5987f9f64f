// Dexter Remmick (lfl, 138_031): personnel — he may report aboard a Federation ship of his owner's in the Alpha Quadrant.
import { defineCard } from '../../behaviour/define';

export default defineCard('138_031', {
  title: 'Dexter Remmick',
  scenario: 'behaviour/personnel-b.spec.ts',
  reports: [{ kind: 'self-at', to: { kind: 'ships', ship: { affiliation: 'Federation' }, quadrant: 'Alpha' } }],
});
