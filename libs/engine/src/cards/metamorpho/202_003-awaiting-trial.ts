// Awaiting Trial (metamorpho, 202_003): event — on your table (free with three Cardassian personnel of yours in play): at the end of each of your turns, while you hold a captive, one more card for each copy.
import { defineCard } from '../../behaviour/define';

export default defineCard('202_003', {
  title: 'Awaiting Trial',
  scenario: 'behaviour/captive-cards.spec.ts',
  play: { window: { kind: 'normal-play' }, free: { kind: 'with-yours-in-play', filter: { affiliation: 'Cardassian' }, atLeast: 3 } },
  triggers: [{ on: 'end-of-turn', effects: [{ kind: 'if-you-hold-captive', perCopy: true, then: [{ kind: 'draw', who: 'you', count: 1 }] }] }],
});
