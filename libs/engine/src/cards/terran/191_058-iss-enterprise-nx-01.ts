// I.S.S. Enterprise NX-01 (terran, 191_058): ship — every attribute one higher per Starfleet Terran Empire personnel aboard (at most four).
import { defineCard } from '../../behaviour/define';

export default defineCard('191_058', {
  title: 'I.S.S. Enterprise NX-01',
  scenario: 'behaviour/ships-e.spec.ts',
  ownModifiers: [{ kind: 'own-attribute', attributes: ['RANGE', 'WEAPONS', 'SHIELDS'], delta: 1, aboard: { filter: { affiliation: 'Starfleet', icons: ['TE'] }, per: 'each', limit: 4 } }],
});
