// Rovaran (dow, 227_054): ship — WEAPONS and SHIELDS two higher in a ship battle against Dominion cards.
import { defineCard } from '../../behaviour/define';

export default defineCard('227_054', {
  title: 'Rovaran',
  scenario: 'behaviour/ships-text-b.spec.ts',
  ownModifiers: [{ kind: 'own-attribute', attributes: ['WEAPONS', 'SHIELDS'], delta: 2, versus: { affiliation: 'Dominion' } }],
});
