// The Traveler: Transcendence (premiere, 101_098): event — lies beside a chosen player's draw deck; that player draws one more card at the end of each of their turns; while in play, Static Warp Bubble has no effect.
import { defineCard } from '../../behaviour/define';

export default defineCard('101_098', {
  title: 'The Traveler: Transcendence',
  scenario: 'behaviour/events-interrupts.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'player' },
  triggers: [{ on: 'end-of-turn', effects: [{ kind: 'draw', who: 'target', count: 1 }] }],
  duration: 'beside-target-deck',
  restricts: [{ kind: 'cancels-titled', titles: ['Static Warp Bubble'] }],
});
