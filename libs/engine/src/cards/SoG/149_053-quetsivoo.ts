// Quetsivoo (SoG, 149_053): ship — every attribute one higher per thief aboard (at most four).
import { defineCard } from '../../behaviour/define';

export default defineCard('149_053', {
  title: 'Quetsivoo',
  scenario: 'behaviour/ships-e.spec.ts',
  ownModifiers: [{ kind: 'own-attribute', attributes: ['RANGE', 'WEAPONS', 'SHIELDS'], delta: 1, aboard: { filter: { characteristic: 'Thief' }, per: 'each', limit: 4 } }],
});
