// Static Warp Bubble (premiere, 101_093): event on your table — your opponent discards one card of their choice from hand before ending each of their turns (one demand, whatever the copies); cancelled while The Traveler: Transcendence is in play.
import { defineCard } from '../../behaviour/define';

export default defineCard('101_093', {
  title: 'Static Warp Bubble',
  scenario: 'behaviour/premiere-c.spec.ts',
  play: { window: { kind: 'normal-play' } },
  restricts: [{ kind: 'discard-to-end-turn' }],
  duration: 'while-in-play',
});
