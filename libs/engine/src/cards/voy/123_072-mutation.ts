// Mutation (voy, 123_072): interrupt — the top two cards of a chosen player's discard pile are shuffled into that player's draw deck; the discard-one-draw-two mode is manual.
import { defineCard } from '../../behaviour/define';

export default defineCard('123_072', {
  title: 'Mutation',
  scenario: 'behaviour/events-sets.spec.ts',
  play: { window: { kind: 'interrupt' } },
  targets: { kind: 'player' },
  triggers: [{ on: 'played', effects: [{ kind: 'shuffle-top-discards-into-draw', count: 2 }] }],
  manual: ['the other mode (once each turn): discard one card to draw two'],
});
