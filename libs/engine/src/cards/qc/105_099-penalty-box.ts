// Penalty Box (qc, 105_099): Q event, drawn in a Q-Flash — with a Penalty Box already in play, that box's occupant goes out of play and a personnel present picked at random takes its place (this card goes back); otherwise the Q-Continuum's owner puts it on their table and a personnel present picked at random is put on it. Nullified, its occupant returns to its owner's hand.
import { defineCard } from '../../behaviour/define';

// Behaviour/penalty-box.ts (the occupant's return: verbs.ts › nullify-target).
export default defineCard('105_099', {
  title: 'Penalty Box',
  scenario: 'behaviour/qcau.spec.ts',
  qFlash: { effects: [{ kind: 'penalty-box' }] },
});
