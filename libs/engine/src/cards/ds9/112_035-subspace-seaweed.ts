// Subspace Seaweed (ds9, 112_035): dilemma — unless three Navigation are aboard it clings to the ship: RANGE 3 lower, every copy counting.
import { defineCard } from '../../behaviour/define';

export default defineCard('112_035', {
  title: 'Subspace Seaweed',
  scenario: 'behaviour/dilemmas/ds9-a.spec.ts',
  shipModifiers: [{ kind: 'ship-attribute', attributes: ['RANGE'], delta: -3, cumulative: true }],
  dilemma: {
    title: 'Subspace Seaweed',
    steps: [{ kind: 'place', on: 'ship', affected: 'none', unless: 'Navigation x3' }],
    manual: [
      'beaming the dilemma to your Science Lab site with Transporter Skill (beaming to a site is not automated)',
    ],
  },
});
