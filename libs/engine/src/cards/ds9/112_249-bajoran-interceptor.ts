// Bajoran Interceptor (ds9, 112_249): ship — lands or takes off once each turn (landing.ts); its X (added to RANGE) is 4 for a flight that stays within one region.
import { defineCard } from '../../behaviour/define';

export default defineCard('112_249', {
  title: 'Bajoran Interceptor',
  scenario: 'behaviour/ships-text-b.spec.ts',
  ownModifiers: [{ kind: 'own-attribute', attributes: ['RANGE'], delta: 4, movingWithinRegion: true }],
});
