// Barber Pole (qc, 105_018): event — it only lies on your table (other cards refer to it).
import { defineCard } from '../../behaviour/define';

export default defineCard('105_018', {
  title: 'Barber Pole',
  scenario: 'behaviour/events-sets.spec.ts',
  // Issue 15 (helper obja): for free while its player has In for a Trim on the table (behaviour/deck-trims.ts).
  play: { window: { kind: 'normal-play' }, free: { kind: 'with-on-your-table', titles: ['In for a Trim'] } },
});
