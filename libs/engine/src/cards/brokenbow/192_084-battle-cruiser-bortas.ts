// Battle Cruiser Bortas (brokenbow, 192_084): ship — every attribute one higher for each 22nd-century Klingon command personnel aboard, at most five.
import { defineCard } from '../../behaviour/define';

export default defineCard('192_084', {
  title: 'Battle Cruiser Bortas',
  scenario: 'behaviour/ship-text.spec.ts',
  ownModifiers: [{ kind: 'own-attribute', attributes: ['RANGE', 'WEAPONS', 'SHIELDS'], delta: 1, aboard: { filter: { affiliation: 'Klingon', icons: ['22', 'Cmd'] }, per: 'each', limit: 5 } }],
});
