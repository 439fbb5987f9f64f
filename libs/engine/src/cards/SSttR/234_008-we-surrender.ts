// We Surrender! (SSttR, 234_008): interrupt — as a battle the opponent starts against your card begins: it is called off and no battle may start there for the rest of the turn; the opponent picks two of your personnel involved (all of them if fewer), who become their captives.
import { defineCard } from '../../behaviour/define';

export default defineCard('234_008', {
  title: 'We Surrender!',
  scenario: 'behaviour/battle-surrenders.spec.ts',
  play: { window: { kind: 'response', to: 'battle-initiated' } },
  targets: { kind: 'battle-against-your-card' },
  duration: 'instant',
  triggers: [
    {
      on: 'played',
      effects: [
        { kind: 'cancel-battle' },
        { kind: 'prevent-battles-here-this-turn' },
        { kind: 'choose-cards', chooser: 'opponent', pool: { from: 'personnel-in-battle', whose: 'you' }, pick: 2, chosen: 'captured' },
      ],
    },
  ],
});
