// Anti-Time Anomaly (premiere, 101_067): event — at the end of your third full turn after it, every personnel in play dies.
import { defineCard } from '../../behaviour/define';

export default defineCard('101_067', {
  title: 'Anti-Time Anomaly',
  scenario: 'behaviour/premiere-table.spec.ts',
  play: { window: { kind: 'normal-play' } },
  triggers: [{ on: 'turn-ends', whose: 'your', from: 'next-turn', yourTurn: 3, effects: [{ kind: 'kill-all-personnel' }, { kind: 'discard-self' }] }],
});
