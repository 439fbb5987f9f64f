// Military Privilege (qc, 105_098): Q event, drawn in a Q-Flash — the Q-Continuum's owner plays it on their table until any Q-Flash; while there, every Federation and Non-Aligned personnel in play who is an OFFICER counts as a CIVILIAN, and every such CIVILIAN as an OFFICER.
import { defineCard } from '../../behaviour/define';

export default defineCard('105_098', {
  title: 'Military Privilege',
  scenario: 'behaviour/q-cards-b.spec.ts',
  // Issue 15 (qtime): read by blueprintOf for every personnel (behaviour/classification-changes.ts).
  classificationChange: { kind: 'swap-on-table', affiliations: ['Federation', 'Non-Aligned'], between: ['OFFICER', 'CIVILIAN'] },
  qFlash: { untilQFlash: true, effects: [{ kind: 'card-to', place: 'opponent-table' }] },
});
