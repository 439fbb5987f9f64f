// Assembly Transport (SotL, 244_011): ship — RANGE and SHIELDS one higher for each vedek aboard, at most four.
import { defineCard } from '../../behaviour/define';

export default defineCard('244_011', {
  title: 'Assembly Transport',
  scenario: 'behaviour/ship-text.spec.ts',
  ownModifiers: [{ kind: 'own-attribute', attributes: ['RANGE', 'SHIELDS'], delta: 1, aboard: { filter: { characteristic: 'Vedek' }, per: 'each', limit: 4 } }],
});
