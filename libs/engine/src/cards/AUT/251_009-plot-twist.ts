// Plot Twist (AUT, 251_009): interrupt, three ways (PlayCard.mode) — 0: cancels a personnel battle just initiated that involves a personnel with "Royale" in its lore; 1: when a Royale Casino dilemma is revealed, up to three of your personnel with "Royale" in lore are relocated there; 2 (once per game): instead, one such personnel is downloaded there.
import { defineCard } from '../../behaviour/define';

export default defineCard('251_009', {
  title: 'Plot Twist',
  scenario: 'behaviour/battle-involving.spec.ts',
  play: { window: { kind: 'response', to: 'battle-initiated' } },
  targets: { kind: 'personnel-battle-involving', loreWords: ['Royale'] },
  triggers: [{ on: 'played', effects: [{ kind: 'cancel-battle' }] }],
  // Issue 15 (battle2): behaviour/dilemma-gatherings.ts; tested in behaviour/dilemma-gatherings.spec.ts.
  modes: [
    {
      play: { window: { kind: 'response', to: 'dilemma-encountered' } },
      targets: { kind: 'your-personnel-with-lore-to-dilemma', loreWord: 'Royale', dilemmaTitlePrefix: 'Royale Casino', max: 3 },
      triggers: [{ on: 'played', effects: [{ kind: 'relocate-target-to-dilemma' }] }],
    },
    {
      play: { window: { kind: 'response', to: 'dilemma-encountered' }, limit: { kind: 'once-per-game' } },
      targets: { kind: 'deck-personnel-with-lore-to-dilemma', loreWord: 'Royale', dilemmaTitlePrefix: 'Royale Casino' },
      triggers: [{ on: 'played', effects: [{ kind: 'download-target-to-dilemma' }] }],
    },
  ],
});
