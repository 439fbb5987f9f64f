// A Willing Companion (RiF, 153_006): event — on your table, you may have one more counterpart in play (cumulative); when it leaves play, you discard counterparts of your choice down to the number then allowed.
//   1E rulebook › Borg Rule: Personnel Assimilation (one counterpart in play); THE CUMULATIVE RULE.
import { defineCard } from '../../behaviour/define';

export default defineCard('153_006', {
  title: 'A Willing Companion',
  scenario: 'behaviour/borg-cards.spec.ts',
  play: { window: { kind: 'normal-play' } },
  extraCounterpart: true,
});
