// U.S.S. Odyssey (dom, 115_127): ship — every attribute one higher while it is in the Gamma Quadrant.
import { defineCard } from '../../behaviour/define';

export default defineCard('115_127', {
  title: 'U.S.S. Odyssey',
  scenario: 'behaviour/ship-text.spec.ts',
  ownModifiers: [{ kind: 'own-attribute', attributes: ['RANGE', 'WEAPONS', 'SHIELDS'], delta: 1, where: { quadrant: 'Gamma' } }],
});
