// Jem'Hadar Troopship (tgq, 176_050): ship — RANGE and SHIELDS one higher for each Jem'Hadar aboard, at most three.
import { defineCard } from '../../behaviour/define';

export default defineCard('176_050', {
  title: "Jem'Hadar Troopship",
  scenario: 'behaviour/ship-text.spec.ts',
  ownModifiers: [{ kind: 'own-attribute', attributes: ['RANGE', 'SHIELDS'], delta: 1, aboard: { filter: { characteristic: "Jem'Hadar" }, per: 'each', limit: 3 } }],
});
