// The Line Must Be Drawn Here (fc, 109_035): event — on the table (seeded or played): any player who plays an Amanda Rogers, Kevin Uxbridge or Q2 card loses 5 points, per copy; Kevin Uxbridge cannot touch it.
import { defineCard } from '../../behaviour/define';

export default defineCard('109_035', {
  title: 'The Line Must Be Drawn Here',
  scenario: 'behaviour/events-c.spec.ts',
  play: { window: { kind: 'normal-play' } },
  restricts: [{ kind: 'penalize-plays', titles: ['Amanda Rogers', 'Kevin Uxbridge', 'Q2'], points: -5 }],
  immuneTo: ['Kevin Uxbridge', 'Kevin Uxbridge: Convergence'],
});
