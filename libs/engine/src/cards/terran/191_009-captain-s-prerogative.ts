// Captain's Prerogative (terran, 191_009): event — on your table, while your hand is empty: when the matching commander of a ship you have in play helps solve a mission, you score 5 points.
import { defineCard } from '../../behaviour/define';

export default defineCard('191_009', {
  title: "Captain's Prerogative",
  scenario: 'behaviour/events-c.spec.ts',
  play: { window: { kind: 'normal-play' } },
  permits: [{ kind: 'score-when-commander-solves', points: 5 }],
});
