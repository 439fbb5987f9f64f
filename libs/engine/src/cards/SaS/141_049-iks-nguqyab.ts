// I.K.S. Nguq'Yab (SaS, 141_049): ship — every attribute one higher for each augment aboard, at most four.
import { defineCard } from '../../behaviour/define';

export default defineCard('141_049', {
  title: "I.K.S. Nguq'Yab",
  scenario: 'behaviour/ship-text.spec.ts',
  ownModifiers: [{ kind: 'own-attribute', attributes: ['RANGE', 'WEAPONS', 'SHIELDS'], delta: 1, aboard: { filter: { characteristic: 'Augment' }, per: 'each', limit: 4 } }],
});
