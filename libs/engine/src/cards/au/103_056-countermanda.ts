// Countermanda (au, 103_056): interrupt — cancels a Telepathic Alien Kidnappers in play or just played; suspending a Res-Q or Palor Toff to burn three discards is manual.
import { defineCard } from '../../behaviour/define';

export default defineCard('103_056', {
  title: 'Countermanda',
  scenario: 'behaviour/events-nullify.spec.ts',
  play: { window: { kind: 'interrupt' } },
  targets: { kind: 'card-in-play', filter: { titles: ['Telepathic Alien Kidnappers'] } },
  triggers: [{ on: 'played', effects: [{ kind: 'nullify-target' }] }],
  modes: [
    {
      play: { window: { kind: 'response', to: 'card-played' } },
      targets: { kind: 'just-played', filter: { titles: ['Telepathic Alien Kidnappers'] } },
      triggers: [{ on: 'played', effects: [{ kind: 'nullify-target' }] }],
    },
  ],
  manual: ['the other mode: suspend a just-played Res-Q or Palor Toff and place three cards of the discard pile out of play'],
});
