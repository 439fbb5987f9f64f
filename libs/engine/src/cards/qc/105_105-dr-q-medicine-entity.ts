// Dr. Q, Medicine Entity (qc, 105_105): Q interrupt, drawn in a Q-Flash — the Q-Continuum's owner picks one Event of the attempting player lying on the spaceline and moves it to another location where it could have been played.
import { defineCard } from '../../behaviour/define';

export default defineCard('105_105', {
  title: 'Dr. Q, Medicine Entity',
  scenario: 'behaviour/q-cards-b.spec.ts',
  // Issue 15 (qtime): behaviour/q-cards.ts › move-your-spaceline-event.
  qFlash: { effects: [{ kind: 'move-your-spaceline-event' }] },
});
