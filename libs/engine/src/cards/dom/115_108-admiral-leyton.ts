// Admiral Leyton (dom, 115_108): personnel — your cards at his location may initiate battle against Dominion cards.
import { defineCard } from '../../behaviour/define';

export default defineCard('115_108', {
  title: 'Admiral Leyton',
  scenario: 'behaviour/personnel-a.spec.ts',
  battle: [{ kind: 'may-attack', affiliations: ['Dominion'] }],
});
