// Human (SFL, 245_022): personnel — his owner's cards at his location may not initiate battle against a force with a Federation card.
import { defineCard } from '../../behaviour/define';

export default defineCard('245_022', {
  title: 'Human',
  scenario: 'behaviour/personnel-b.spec.ts',
  battleHere: [{ kind: 'not-against', affiliation: 'Federation' }],
});
