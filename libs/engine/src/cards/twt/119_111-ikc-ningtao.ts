// I.K.C. Ning'tao (twt, 119_111): ship — SHIELDS two higher for each opposing Dominion ship at its location.
import { defineCard } from '../../behaviour/define';

export default defineCard('119_111', {
  title: "I.K.C. Ning'tao",
  scenario: 'behaviour/ships-text-b.spec.ts',
  ownModifiers: [{ kind: 'own-attribute', attributes: ['SHIELDS'], delta: 2, shipsHere: { whose: 'opposing', affiliation: 'Dominion' } }],
});
