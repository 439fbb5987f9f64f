// Mutation (voy, 123_072): interrupt, two ways (PlayCard.mode) — 0: the top two cards of a chosen player's discard pile are shuffled into that player's draw deck; 1 (once each turn): discard one card from hand to draw two.
import { defineCard } from '../../behaviour/define';

export default defineCard('123_072', {
  title: 'Mutation',
  scenario: 'behaviour/modes.spec.ts',
  play: { window: { kind: 'interrupt' } },
  targets: { kind: 'player' },
  triggers: [{ on: 'played', effects: [{ kind: 'shuffle-top-discards-into-draw', count: 2 }] }],
  modes: [
    {
      play: { window: { kind: 'interrupt' }, limit: { kind: 'once-per-turn' } },
      targets: { kind: 'cards-in-your-hand', min: 1, max: 1 },
      triggers: [{ on: 'played', effects: [{ kind: 'discard-chosen' }, { kind: 'draw', who: 'you', count: 2 }] }],
    },
  ],
});
