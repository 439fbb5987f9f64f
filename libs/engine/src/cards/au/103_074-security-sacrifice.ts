// Security Sacrifice (au, 103_074): interrupt — held in hand, when your personnel is randomly selected to die, your SECURITY personnel present dies in its place.
import { defineCard } from '../../behaviour/define';

export default defineCard('103_074', {
  title: 'Security Sacrifice',
  scenario: 'behaviour/death-savers.spec.ts',
  // 1E rulebook › MISCELLANEOUS RULES › RANDOM SELECTION; GETTING HURT › KILLED OR DESTROYED (behaviour/death-savers.ts).
  permits: [{ kind: 'saves-from-death', dying: {}, randomOnly: true, helper: { classification: 'SECURITY' }, instead: 'helper-dies' }],
});
