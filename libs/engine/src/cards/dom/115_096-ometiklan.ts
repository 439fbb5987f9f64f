// Omet'iklan (dom, 115_096): personnel — your cards at his location may initiate battle against Dominion cards.
import { defineCard } from '../../behaviour/define';

export default defineCard('115_096', {
  title: 'Omet\'iklan',
  scenario: 'behaviour/personnel-a.spec.ts',
  battle: [{ kind: 'may-attack', affiliations: ['Dominion'] }],
});
