// Subspace Shock Wave (tmp, 126_008): dilemma — the ship is damaged and two random crew die unless one navigator with CUNNING over 7 is there; then discarded.
import { defineCard } from '../../behaviour/define';

export default defineCard('126_008', {
  title: 'Subspace Shock Wave',
  scenario: 'behaviour/dilemmas-sets.spec.ts',
  dilemma: {
    title: 'Subspace Shock Wave',
    steps: [
      { kind: 'ship', action: 'damage', unless: 'Navigation + CUNNING>7', individual: true },
      {
        kind: 'act',
        targets: { by: 'random', count: 2 },
        action: 'kill',
        unless: 'Navigation + CUNNING>7',
        individual: true,
      },
    ],
    discard: true,
  },
});
