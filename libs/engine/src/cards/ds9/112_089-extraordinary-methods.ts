// Extraordinary Methods (ds9, 112_089): interrupt — held in hand, when your personnel is about to die with three MEDICAL (or MEDICAL and Cybernetics) among your personnel present, its death is put off until the end of your next turn.
import { defineCard } from '../../behaviour/define';

export default defineCard('112_089', {
  title: 'Extraordinary Methods',
  scenario: 'behaviour/stasis.spec.ts',
  // 1E rulebook › GETTING HURT › KILLED OR DESTROYED (behaviour/death-savers.ts, behaviour/delayed-deaths.ts).
  permits: [{ kind: 'saves-from-death', dying: {}, presentRequires: 'MEDICAL x3 OR MEDICAL + Cybernetics', instead: 'delayed' }],
});
