// U.S.S. Akira (RiF, 153_018): ship — every attribute two higher while an Enterprise-E personnel is aboard.
import { defineCard } from '../../behaviour/define';

export default defineCard('153_018', {
  title: 'U.S.S. Akira',
  scenario: 'behaviour/ship-text.spec.ts',
  ownModifiers: [{ kind: 'own-attribute', attributes: ['RANGE', 'WEAPONS', 'SHIELDS'], delta: 2, aboard: { filter: { icons: ['Ent-E'] }, per: 'any' } }],
});
