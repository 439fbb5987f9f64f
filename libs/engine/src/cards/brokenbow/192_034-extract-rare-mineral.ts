// Extract Rare Mineral (brokenbow, 192_034): mission — bonus points when a shuttlepod or a Vulcan ship is at the location.
import { defineCard } from '../../behaviour/define';

export default defineCard('192_034', {
  title: 'Extract Rare Mineral',
  scenario: 'behaviour/missions-text.spec.ts',
  mission: {
    bonus: [{ kind: 'bonus-if', points: 5, when: { kind: 'ship-here-matching', anyOf: [{ classContains: 'Shuttlepod' }, { affiliation: 'Vulcan' }] } }],
  },
});
