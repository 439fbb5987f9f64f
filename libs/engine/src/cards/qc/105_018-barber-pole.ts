// Barber Pole (qc, 105_018): event — it only lies on your table (other cards refer to it).
import { defineCard } from '../../behaviour/define';

export default defineCard('105_018', {
  title: 'Barber Pole',
  scenario: 'behaviour/events-sets.spec.ts',
  play: { window: { kind: 'normal-play' } },
});
