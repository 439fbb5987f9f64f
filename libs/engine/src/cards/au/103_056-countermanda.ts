// Countermanda (au, 103_056): interrupt — cancels a Telepathic Alien Kidnappers in play or just played; or, as a response to the opponent's Res-Q or Palor Toff just played, three cards of the opponent's discard pile (all, when fewer) are placed out of play before that card resolves.
import { defineCard } from '../../behaviour/define';

export default defineCard('103_056', {
  title: 'Countermanda',
  scenario: 'behaviour/response-abilities.spec.ts',
  play: { window: { kind: 'interrupt' } },
  targets: { kind: 'card-in-play', filter: { titles: ['Telepathic Alien Kidnappers'] } },
  triggers: [{ on: 'played', effects: [{ kind: 'nullify-target' }] }],
  modes: [
    {
      play: { window: { kind: 'response', to: 'card-played' } },
      targets: { kind: 'just-played', filter: { titles: ['Telepathic Alien Kidnappers'] } },
      triggers: [{ on: 'played', effects: [{ kind: 'nullify-target' }] }],
    },
    {
      play: { window: { kind: 'response', to: 'card-played' } },
      targets: { kind: 'opponent-discards-on-just-played', titles: ['Res-Q', 'Palor Toff: Alien Trader'], count: 3 },
      triggers: [{ on: 'played', effects: [{ kind: 'chosen-out-of-play' }] }],
    },
  ],
});
