// Self-Sealing Stem Bolts (mm, 122_021): equipment — once each turn its owner may download it from the draw deck in place of another equipment of
// theirs at a homeworld's location (that one discarded); or, while they have any Jake or any Nog present with it at a homeworld, replace it the
// other way: an equipment of their draw deck downloaded where it is, the Stem Bolts discarded (one limit for both ways).
//   1E rulebook › DOWNLOADING; MISCELLANEOUS RULES › "ONCE EACH TURN" (behaviour/ferengi-profits.ts › equipment-swap-at-homeworld, activations.ts ›
//   fromDrawDeck).
import { defineCard } from '../../behaviour/define';

export default defineCard('122_021', {
  title: 'Self-Sealing Stem Bolts',
  scenario: 'behaviour/ferengi-profits.spec.ts',
  abilities: [
    {
      id: 'replace-other',
      fromDrawDeck: true,
      limit: 'once-per-turn',
      limitShared: 'stem-bolts',
      targets: { kind: 'equipment-swap-at-homeworld', way: 'self-from-deck' },
      effects: [{ kind: 'swap-equipment-with-target' }],
    },
    {
      id: 'be-replaced',
      limit: 'once-per-turn',
      limitShared: 'stem-bolts',
      targets: { kind: 'equipment-swap-at-homeworld', way: 'deck-for-self', presentNames: ['Jake', 'Nog'] },
      effects: [{ kind: 'swap-equipment-with-target' }],
    },
  ],
});
