// Ferengi Freighter (tgq, 176_052): ship — every attribute one higher while it is in the Gamma Quadrant.
import { defineCard } from '../../behaviour/define';

export default defineCard('176_052', {
  title: 'Ferengi Freighter',
  scenario: 'behaviour/ship-text.spec.ts',
  ownModifiers: [{ kind: 'own-attribute', attributes: ['RANGE', 'WEAPONS', 'SHIELDS'], delta: 1, where: { quadrant: 'Gamma' } }],
});
