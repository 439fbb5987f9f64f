// U.S.S. Sovereign (Ships of the Line) (SotL, 244_015): ship — every attribute one higher while an Enterprise-E personnel is aboard.
import { defineCard } from '../../behaviour/define';

export default defineCard('244_015', {
  title: 'U.S.S. Sovereign (Ships of the Line)',
  scenario: 'behaviour/ship-text.spec.ts',
  ownModifiers: [{ kind: 'own-attribute', attributes: ['RANGE', 'WEAPONS', 'SHIELDS'], delta: 1, aboard: { filter: { icons: ['Ent-E'] }, per: 'any' } }],
});
