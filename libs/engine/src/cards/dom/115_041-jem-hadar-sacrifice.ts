// Jem'Hadar Sacrifice (dom, 115_041): interrupt — held in hand, your [KW] personnel present dies instead of your Founder about to die; keeping Ketracel-White from counting down is manual.
import { defineCard } from '../../behaviour/define';

export default defineCard('115_041', {
  title: "Jem'Hadar Sacrifice",
  scenario: 'behaviour/death-savers.spec.ts',
  // 1E rulebook › GETTING HURT › KILLED OR DESTROYED (behaviour/death-savers.ts).
  permits: [{ kind: 'saves-from-death', dying: { characteristic: 'Founder' }, helper: { icons: ['KW'] }, instead: 'helper-dies' }],
  manual: ['the other mode: the [KW] personnel dies to keep your Ketracel-White present from counting down this turn'],
});
