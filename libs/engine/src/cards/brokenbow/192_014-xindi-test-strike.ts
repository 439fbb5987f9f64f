// Xindi Test Strike (brokenbow, 192_014): dilemma — three SECURITY or a Xindi nullify it; otherwise two random members die, and one of your personnel or empty ships at a time location paired with this mission's location (the opponent's choice) is discarded (behaviour/dilemma-time-locations.ts).
import { defineCard } from '../../behaviour/define';

export default defineCard('192_014', {
  title: 'Xindi Test Strike',
  scenario: 'behaviour/time-location-natives-and-routes.spec.ts',
  dilemma: {
    title: 'Xindi Test Strike',
    steps: [
      { kind: 'nullified-if', test: { teamMatching: { filter: { characteristic: 'Xindi' }, atLeast: 1 } } },
      { kind: 'act', targets: { by: 'random', count: 2 }, action: 'kill' },
      { kind: 'discard-one-at-corresponding-time-location' },
    ],
    nullify: 'SECURITY x3',
  },
});
