// Cytherians (premiere, 101_022): a dilemma, in the effect model's words (never the printed text). Placed on the ship: the
// ship does nothing but travel toward the far end of the spaceline (from where it was met) at its normal RANGE — flown by
// its player or, at the end of each of their turns, with the RANGE left; there the dilemma goes to the bonus area, scoring its points.
import { defineCard } from '../../behaviour/define';

export default defineCard('101_022', {
  title: 'Cytherians',
  scenario: 'behaviour/premiere-c.spec.ts',
  dilemma: {
    title: 'Cytherians',
    steps: [{ kind: 'place', on: 'ship', affected: 'none' }],
    points: 15,
  },
  restricts: [{ kind: 'host-flies-to-far-end' }, { kind: 'host-does-nothing-else' }],
  triggers: [{ on: 'turn-ends', whose: 'host-owner', from: 'this-turn', effects: [{ kind: 'head-for-far-end' }] }],
});
