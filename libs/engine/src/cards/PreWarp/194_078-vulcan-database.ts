// Vulcan Database (PreWarp, 194_078): incident, two ways (PlayCard.mode) — 0: you draw two cards for each of your ships in play with a skill as special equipment (at most four), then it is discarded; 1: lies on your [22] ship or Vulcan Lander; you select one of ten skills (UseCard) and the ship has it as special equipment; selecting again (once each turn) needs a Vulcan aboard.
import { defineCard } from '../../behaviour/define';

export default defineCard('194_078', {
  title: 'Vulcan Database',
  scenario: 'behaviour/ship-skill-cards.spec.ts',
  // The draw is listed first: a way lacking targets or triggers takes the card's own (play.ts › scriptedPlay merges them).
  play: { window: { kind: 'normal-play' } },
  triggers: [{ on: 'played', effects: [{ kind: 'draw-per-ship-with-skill', per: 2, max: 4 }] }],
  duration: 'instant',
  select: {
    options: ['ENGINEER', 'MEDICAL', 'Anthropology', 'Astrophysics', 'Biology', 'Computer Skill', 'Exobiology', 'Geology', 'Physics', 'Stellar Cartography'],
    reselectWith: { species: 'Vulcan' },
  },
  shipGainsSelectedSkill: true,
  modes: [
    {
      play: { window: { kind: 'normal-play' } },
      targets: { kind: 'your-ship-any-of', ships: [{ icons: ['22'] }, { classOrTitle: ['Vulcan Lander'] }] },
      triggers: [],
      duration: 'on-target-card',
    },
  ],
});
