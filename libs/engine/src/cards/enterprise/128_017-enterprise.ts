// Enterprise (enterprise, 128_017): ship — every attribute one higher for each Starfleet command personnel aboard, at most five.
import { defineCard } from '../../behaviour/define';

export default defineCard('128_017', {
  title: 'Enterprise',
  scenario: 'behaviour/ship-text.spec.ts',
  ownModifiers: [{ kind: 'own-attribute', attributes: ['RANGE', 'WEAPONS', 'SHIELDS'], delta: 1, aboard: { filter: { affiliation: 'Starfleet', icons: ['Cmd'] }, per: 'each', limit: 5 } }],
});
