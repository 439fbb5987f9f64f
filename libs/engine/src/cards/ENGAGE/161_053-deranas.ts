// Deranas (ENGAGE, 161_053): ship — every attribute two higher while it is in the Neutral Zone region.
import { defineCard } from '../../behaviour/define';

export default defineCard('161_053', {
  title: 'Deranas',
  scenario: 'behaviour/ship-text.spec.ts',
  ownModifiers: [{ kind: 'own-attribute', attributes: ['RANGE', 'WEAPONS', 'SHIELDS'], delta: 2, where: { region: 'Neutral Zone Region' } }],
});
