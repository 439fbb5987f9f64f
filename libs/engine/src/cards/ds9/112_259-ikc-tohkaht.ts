// I.K.C. Toh'Kaht (ds9, 112_259): ship — every attribute one higher while it is in the Gamma Quadrant.
import { defineCard } from '../../behaviour/define';

export default defineCard('112_259', {
  title: "I.K.C. Toh'Kaht",
  scenario: 'behaviour/ship-text.spec.ts',
  ownModifiers: [{ kind: 'own-attribute', attributes: ['RANGE', 'WEAPONS', 'SHIELDS'], delta: 1, where: { quadrant: 'Gamma' } }],
});
