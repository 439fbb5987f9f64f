// Awaiting Trial (metamorpho, 202_003): event — on your table: at the end of each of your turns, while you hold a captive, one more card for each copy.
import { defineCard } from '../../behaviour/define';

export default defineCard('202_003', {
  title: 'Awaiting Trial',
  scenario: 'behaviour/captives.spec.ts',
  play: { window: { kind: 'normal-play' } },
  triggers: [{ on: 'end-of-turn', effects: [{ kind: 'if-you-hold-captive', perCopy: true, then: [{ kind: 'draw', who: 'you', count: 1 }] }] }],
  manual: ['playing it for free with three [Car] personnel in play'],
});
