// Raktajino (Emissary, 167_019): event, two ways (PlayCard.mode) — 0: a unique personnel gets +2 to every attribute until the end of the turn; 1: the bottom three personnel or ships of your discard pile are shuffled into your draw deck. Discarded after use.
import { defineCard } from '../../behaviour/define';

export default defineCard('167_019', {
  title: 'Raktajino',
  scenario: 'behaviour/modes.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'personnel', whose: 'any', filter: { universal: false } },
  modifiers: [{ kind: 'host-gains', attributes: ['INTEGRITY', 'CUNNING', 'STRENGTH'], delta: 2, to: {}, where: 'on-host' }],
  duration: 'on-target-card',
  triggers: [{ on: 'turn-ends', whose: 'every', from: 'this-turn', effects: [{ kind: 'discard-self' }] }],
  modes: [
    {
      play: { window: { kind: 'normal-play' } },
      // No target in this way (a mode's own fields replace the card's; an absent one is inherited).
      targets: undefined,
      triggers: [{ on: 'played', effects: [{ kind: 'shuffle-bottom-discards-into-draw', count: 3, types: ['Personnel', 'Ship'] }] }],
      duration: 'instant',
    },
  ],
});
