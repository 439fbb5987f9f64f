// Hunting Vessel (borg, 124_125): ship — its X (its WEAPONS) is 7 plus one for each other staffed Hirogen ship of its owner at its location.
import { defineCard } from '../../behaviour/define';

export default defineCard('124_125', {
  title: 'Hunting Vessel',
  scenario: 'behaviour/ships-text-b.spec.ts',
  ownModifiers: [
    { kind: 'own-attribute', attributes: ['WEAPONS'], delta: 7 },
    { kind: 'own-attribute', attributes: ['WEAPONS'], delta: 1, shipsHere: { whose: 'yours', affiliation: 'Hirogen', staffed: true } },
  ],
});
