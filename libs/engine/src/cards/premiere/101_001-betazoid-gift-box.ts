// Betazoid Gift Box (premiere, 101_001): artifact — played as soon as earned (in the window just after you solve its mission): you look through your draw deck and take three cards of it into hand, then the deck is reshuffled; the artifact is discarded.
import { defineCard } from '../../behaviour/define';

export default defineCard('101_001', {
  title: 'Betazoid Gift Box',
  scenario: 'behaviour/premiere-c.spec.ts',
  play: { window: { kind: 'response', to: 'mission-solved' }, requires: [{ kind: 'you-just-solved' }] },
  targets: { kind: 'cards-in-your-draw-deck', min: 3, max: 3 },
  triggers: [{ on: 'played', effects: [{ kind: 'chosen-to-hand' }, { kind: 'shuffle-draw-deck', who: 'you' }] }],
  duration: 'instant',
});
