// Treacherous Advice (agt, 127_005): event — you look at your opponent's hand; discarding some of it for your infiltrators' leaders is manual; then it is discarded.
import { defineCard } from '../../behaviour/define';

export default defineCard('127_005', {
  title: 'Treacherous Advice',
  scenario: 'behaviour/events-choices.spec.ts',
  play: { window: { kind: 'normal-play' } },
  triggers: [{ on: 'played', effects: [{ kind: 'look-at', what: 'opponent-hand' }] }],
  duration: 'instant',
  manual: ['discard one of those cards per Leadership personnel present with your infiltrating infiltrator'],
});
