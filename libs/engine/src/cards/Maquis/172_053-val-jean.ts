// Val Jean (Maquis, 172_053): ship — every attribute two higher while it is in the Badlands region.
import { defineCard } from '../../behaviour/define';

export default defineCard('172_053', {
  title: 'Val Jean',
  scenario: 'behaviour/ship-text.spec.ts',
  ownModifiers: [{ kind: 'own-attribute', attributes: ['RANGE', 'WEAPONS', 'SHIELDS'], delta: 2, where: { region: 'Badlands Region' } }],
});
