// Batris (TNG, 155_098): ship — WEAPONS five higher in a ship battle against Klingon cards.
import { defineCard } from '../../behaviour/define';

export default defineCard('155_098', {
  title: 'Batris',
  scenario: 'behaviour/ships-text-b.spec.ts',
  ownModifiers: [{ kind: 'own-attribute', attributes: ['WEAPONS'], delta: 5, versus: { affiliation: 'Klingon' } }],
});
