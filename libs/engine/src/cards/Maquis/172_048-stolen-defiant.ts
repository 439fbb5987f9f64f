// Stolen Defiant (Maquis, 172_048): ship — WEAPONS and SHIELDS three higher in a ship battle against Cardassian cards.
import { defineCard } from '../../behaviour/define';

export default defineCard('172_048', {
  title: 'Stolen Defiant',
  scenario: 'behaviour/ships-text-b.spec.ts',
  ownModifiers: [{ kind: 'own-attribute', attributes: ['WEAPONS', 'SHIELDS'], delta: 3, versus: { affiliation: 'Cardassian' } }],
});
