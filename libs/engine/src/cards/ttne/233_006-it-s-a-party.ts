// It's a Party! (ttne, 233_006): Q event, drawn in a Q-Flash — when the team began the attempt with fewer than four or more than nine, the Q-Continuum's owner plays it on their table until any Q-Flash, and gets one more card play each turn.
import { defineCard } from '../../behaviour/define';

export default defineCard('233_006', {
  title: "It's a Party!",
  scenario: 'behaviour/q-flash.spec.ts',
  qFlash: { untilQFlash: true, if: { kind: 'team-began-outside', min: 4, max: 9 }, effects: [{ kind: 'card-to', place: 'opponent-table' }] },
  // On its owner's table: a second normal card play each turn (spaceline-events.ts › hasExtraCardPlay).
  permits: [{ kind: 'extra-card-play' }],
});
