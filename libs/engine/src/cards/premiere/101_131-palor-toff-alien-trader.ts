// Palor Toff: Alien Trader (premiere, 101_131): interrupt — once each turn, removed from the game to bring a non-personnel card of your discard pile to hand.
import { defineCard } from '../../behaviour/define';

export default defineCard('101_131', {
  title: 'Palor Toff: Alien Trader',
  scenario: 'behaviour/events-interrupts.spec.ts',
  play: {
    window: { kind: 'interrupt' },
    limit: { kind: 'once-per-turn' },
    costs: [{ kind: 'remove-from-game' }],
  },
  targets: { kind: 'your-discard', filter: { notTypes: ['Personnel'] } },
  triggers: [{ on: 'played', effects: [{ kind: 'target-to-hand' }] }],
});
