// Subsection Q, Paragraph 10 (qc, 105_109): Q interrupt, drawn in a Q-Flash — each player holding more than ten cards loses a point per card beyond ten.
import { defineCard } from '../../behaviour/define';

export default defineCard('105_109', {
  title: 'Subsection Q, Paragraph 10',
  scenario: 'behaviour/q-flash.spec.ts',
  qFlash: { effects: [{ kind: 'lose-per-card-over', above: 10, per: 1 }] },
});
