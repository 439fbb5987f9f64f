// Awaiting Trial (metamorpho, 202_003): event — on your table (for free while you have three Cardassian personnel in play): at the end of each of your turns, while you hold a captive, one more card for each copy.
import { defineCard } from '../../behaviour/define';

export default defineCard('202_003', {
  title: 'Awaiting Trial',
  scenario: 'behaviour/free-play-counts.spec.ts',
  play: { window: { kind: 'normal-play' }, free: { kind: 'with-count-in-play', filter: { affiliation: 'Cardassian' }, count: 3 } },
  triggers: [{ on: 'end-of-turn', effects: [{ kind: 'if-you-hold-captive', perCopy: true, then: [{ kind: 'draw', who: 'you', count: 1 }] }] }],
});
