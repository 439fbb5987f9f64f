// The Juggler (premiere, 101_142): interrupt — a chosen player's draw deck is shuffled.
import { defineCard } from '../../behaviour/define';

export default defineCard('101_142', {
  title: 'The Juggler',
  scenario: 'behaviour/events-interrupts.spec.ts',
  play: { window: { kind: 'interrupt' } },
  targets: { kind: 'player' },
  triggers: [{ on: 'played', effects: [{ kind: 'shuffle-draw-deck', who: 'target' }] }],
});
