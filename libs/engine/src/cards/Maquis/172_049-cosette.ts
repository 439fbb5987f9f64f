// Cosette (Maquis, 172_049): ship — every attribute two higher while it is in the Demilitarized Zone region.
import { defineCard } from '../../behaviour/define';

export default defineCard('172_049', {
  title: 'Cosette',
  scenario: 'behaviour/ship-text.spec.ts',
  ownModifiers: [{ kind: 'own-attribute', attributes: ['RANGE', 'WEAPONS', 'SHIELDS'], delta: 2, where: { region: 'Demilitarized Zone Region' } }],
});
