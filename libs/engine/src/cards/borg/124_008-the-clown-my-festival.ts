// The Clown: My Festival (borg, 124_008): dilemma — to get past, the team may number no fewer than its lowest INTEGRITY and no more than its highest.
import { defineCard } from '../../behaviour/define';

export default defineCard('124_008', {
  title: 'The Clown: My Festival',
  scenario: 'behaviour/dilemmas/borg-b.spec.ts',
  dilemma: {
    title: 'The Clown: My Festival',
    steps: [{ kind: 'pass-if', test: { teamSizeWithin: 'INTEGRITY' }, says: 'team size between the lowest and the highest INTEGRITY present' }],
  },
});
