// Dark Matter Pockets (SFL, 245_002): dilemma — to get past, two SCIENCE on a planet, or Navigation and Stellar Cartography in space.
import { defineCard } from '../../behaviour/define';

export default defineCard('245_002', {
  title: 'Dark Matter Pockets',
  scenario: 'behaviour/dilemmas/sets-c.spec.ts',
  dilemma: {
    title: 'Dark Matter Pockets',
    steps: [
      { kind: 'pass', require: 'SCIENCE x2', only: 'planet' },
      { kind: 'pass', require: 'Navigation + Stellar Cartography', only: 'space' },
    ],
    manual: ['the opponent\'s optional download of Gaps in Normal Space next to this location'],
  },
});
