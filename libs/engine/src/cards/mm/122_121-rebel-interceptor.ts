// Rebel Interceptor (mm, 122_121): ship — lands or takes off once each turn (landing.ts); its X (added to RANGE) is 3 for a flight that stays within one region.
import { defineCard } from '../../behaviour/define';

export default defineCard('122_121', {
  title: 'Rebel Interceptor',
  scenario: 'behaviour/ships-text-b.spec.ts',
  ownModifiers: [{ kind: 'own-attribute', attributes: ['RANGE'], delta: 3, movingWithinRegion: true }],
});
