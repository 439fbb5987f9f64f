// Intrepid (brokenbow, 192_086): ship — its X (added to RANGE) is 2 for a flight that stays within one region.
import { defineCard } from '../../behaviour/define';

export default defineCard('192_086', {
  title: 'Intrepid',
  scenario: 'behaviour/ships-text-b.spec.ts',
  ownModifiers: [{ kind: 'own-attribute', attributes: ['RANGE'], delta: 2, movingWithinRegion: true }],
  manual: ['special download: Grappler'],
});
