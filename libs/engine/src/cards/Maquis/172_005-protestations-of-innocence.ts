// Protestations of Innocence (Maquis, 172_005): dilemma — to get past, INTEGRITY>28.
import { defineCard } from '../../behaviour/define';

export default defineCard('172_005', {
  title: 'Protestations of Innocence',
  scenario: 'behaviour/dilemmas/sets-c.spec.ts',
  dilemma: {
    title: 'Protestations of Innocence',
    steps: [{ kind: 'pass', require: 'INTEGRITY>28' }],
    manual: ['INTEGRITY>42 if you initiated battle this game, >63 if you did so voluntarily (battle history is not kept)'],
  },
});
