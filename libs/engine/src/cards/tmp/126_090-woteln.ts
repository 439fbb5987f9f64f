// Woteln (tmp, 126_090): personnel — while aboard your outpost, the span of its location is +2 for your opponent.
import { defineCard } from '../../behaviour/define';

export default defineCard('126_090', {
  title: 'Woteln',
  scenario: 'behaviour/personnel-a.spec.ts',
  opponentSpan: { delta: 2 },
});
