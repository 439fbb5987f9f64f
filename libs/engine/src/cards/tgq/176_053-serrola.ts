// Serrola (tgq, 176_053): ship — every attribute two higher while it is in the Gamma Quadrant.
import { defineCard } from '../../behaviour/define';

export default defineCard('176_053', {
  title: 'Serrola',
  scenario: 'behaviour/ship-text.spec.ts',
  ownModifiers: [{ kind: 'own-attribute', attributes: ['RANGE', 'WEAPONS', 'SHIELDS'], delta: 2, where: { quadrant: 'Gamma' } }],
});
