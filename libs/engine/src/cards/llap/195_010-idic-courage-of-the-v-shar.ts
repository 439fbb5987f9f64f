// IDIC: Courage of the V'Shar (llap, 195_010): incident — while on your table, your Vulcan personnel may attempt Alpha Quadrant missions whose requirements name SECURITY; when you play (not download) an "Espionage: Vulcan on …" card you draw two cards; once each turn you may put an Espionage card from hand beneath your draw deck to download an Espionage card of another title to hand (ActivateCard).
import { defineCard } from '../../behaviour/define';

const ESPIONAGE = ['Espionage: ', 'Espionage - '];

export default defineCard('195_010', {
  title: "IDIC: Courage of the V'Shar",
  scenario: 'behaviour/deck-recursion.spec.ts',
  play: { window: { kind: 'normal-play' } },
  permits: [{ kind: 'attempt-missions', who: { affiliations: ['Vulcan'] }, missions: { quadrant: 'Alpha', requiring: 'SECURITY' } }],
  // "You may draw up to two cards": the engine draws both (as for Deyos's draw: when-cards-played.ts).
  whenCardsPlayed: { filter: { titlePrefixes: ['Espionage: Vulcan'] }, notDownloaded: true, effects: [{ kind: 'draw', who: 'you', count: 2 }] },
  abilities: [
    {
      id: 'exchange',
      limit: 'once-per-turn',
      // Espionage cards are titled "Espionage: X on Y", and the three Dominion ones "Espionage - Dominion on Y" (the Mission is not one).
      targets: { kind: 'hand-card-for-download-to-hand', hand: { titlePrefixes: ESPIONAGE }, download: { titlePrefixes: ESPIONAGE }, otherTitle: true },
      effects: [{ kind: 'hand-card-beneath-draw-download-to-hand' }],
    },
  ],
});
