// Telepathic Alien Kidnappers (premiere, 101_096): event on your table — before ending each of your turns you name a card type and point to a card of your opponent's hand; it is shown to you, and discarded if you guessed its type (one guess, whatever the copies).
import { defineCard } from '../../behaviour/define';

export default defineCard('101_096', {
  title: 'Telepathic Alien Kidnappers',
  scenario: 'behaviour/premiere-c.spec.ts',
  play: { window: { kind: 'normal-play' } },
  restricts: [{ kind: 'guess-at-end-of-turn' }],
  duration: 'while-in-play',
});
