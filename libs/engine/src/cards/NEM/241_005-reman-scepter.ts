// Reman Scepter (NEM, 241_005): equipment — once every turn, while a Reman leader of yours is present with it, playing a Reman or an equipment with "Reman" in its title draws you a card.
import { defineCard } from '../../behaviour/define';

export default defineCard('241_005', {
  title: 'Reman Scepter',
  scenario: 'behaviour/incidents-d.spec.ts',
  play: { window: { kind: 'report' } },
  // Issue 15 (incidents-d): behaviour/when-cards-played.ts (equipment-e folded whenYouPlay in); unique by its text (card-facts.ts › isUnique).
  whenCardsPlayed: {
    filter: { anyOfPlayed: [{ types: ['Personnel'], characteristics: ['Reman'] }, { types: ['Equipment'], titleWords: ['Reman'] }] },
    presentWith: { characteristics: ['Reman'], leader: true },
    oncePerTurn: true,
    effects: [{ kind: 'draw', who: 'you', count: 1 }],
  },
});
