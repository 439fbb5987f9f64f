// The Clown: Beneath the Mask (borg, 124_007): dilemma — to get past, one personnel must have total attributes above 23.
import { defineCard } from '../../behaviour/define';

export default defineCard('124_007', {
  title: 'The Clown: Beneath the Mask',
  scenario: 'behaviour/dilemmas/borg.spec.ts',
  dilemma: {
    title: 'The Clown: Beneath the Mask',
    steps: [{ kind: 'count', any: [{ filter: { totalAbove: 23 }, atLeast: 1 }] }],
  },
});
