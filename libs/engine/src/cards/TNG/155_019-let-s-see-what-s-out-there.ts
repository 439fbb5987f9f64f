// Let's See What's Out There (TNG, 155_019): event — you draw two cards; the two more for Next Generation personnel at unguarded opponent missions are manual; then it is discarded.
import { defineCard } from '../../behaviour/define';

export default defineCard('155_019', {
  title: 'Let\'s See What\'s Out There',
  scenario: 'behaviour/events-sets.spec.ts',
  play: { window: { kind: 'normal-play' } },
  triggers: [{ on: 'played', effects: [{ kind: 'draw', who: 'you', count: 2 }] }],
  duration: 'instant',
  manual: ['two more cards with four [TNG] personnel at missions your opponent seeded with no facility'],
});
