// Ferengi Locator Bomb (Emissary, 167_006): dilemma — unless Computer Skill, Navigation and Physics, or Acquisition, Treachery and CUNNING>32, one random member goes to the bottom of the owner's draw deck.
import { defineCard } from '../../behaviour/define';

export default defineCard('167_006', {
  title: 'Ferengi Locator Bomb',
  scenario: 'behaviour/dilemmas/Emissary-b.spec.ts',
  dilemma: {
    title: 'Ferengi Locator Bomb',
    steps: [
      {
        kind: 'act',
        targets: { by: 'random', count: 1 },
        action: 'to-deck-bottom',
        unless: 'Computer Skill + Navigation + Physics OR Acquisition + Treachery + CUNNING>32',
      },
    ],
  },
});
