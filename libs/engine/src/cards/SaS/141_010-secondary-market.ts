// Secondary Market (SaS, 141_010): event — played to give a ship you commandeered back to its owner's hand (with what is aboard it); you score the event's points and may draw up to five cards (your pick of how many, from the top).
//   1E rulebook › COMMANDEER; PLAYING A CARD (cards on a card that leaves play go with it); GLOSSARY "May".
import { defineCard } from '../../behaviour/define';
import { drawUpTo } from '../../behaviour/effect-builders';

export default defineCard('141_010', {
  title: 'Secondary Market',
  scenario: 'behaviour/commandeered-returns.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'your-commandeered-ship' },
  duration: 'instant',
  triggers: [
    {
      on: 'played',
      effects: [
        { kind: 'return-commandeered-ship' },
        { kind: 'score-points', points: 10, bonus: true },
        // behaviour/choices.ts: pool `draw-prefixes`, fate `drawn` (none to five, from the top).
        drawUpTo(5),
      ],
    },
  ],
});
