// Shape-Shift Inhibitor (agt, 127_003): event — played on the table; Kevin Uxbridge cannot touch it. Its rule that each player
// must first discard a personnel card to download a non-[Bor] personnel stays manual (no word yet for a cost on every download).
//   1E rulebook › THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES; DOWNLOADING.
import { defineCard } from '../../behaviour/define';

export default defineCard('127_003', {
  title: 'Shape-Shift Inhibitor',
  scenario: 'behaviour/lent-immunity.spec.ts',
  play: { window: { kind: 'normal-play' } },
  immuneTo: ['Kevin Uxbridge', 'Kevin Uxbridge: Convergence'],
  manual: ['each player must first discard a personnel card from hand in order to download a non-[Bor] personnel'],
});
