// Vulcan "Death Grip" (mm, 122_040): interrupt — held in hand, when your non-android personnel is about to be killed (or randomly selected to be captured) with another Vulcan of yours present, it is placed in stasis until the end of the turn instead.
import { defineCard } from '../../behaviour/define';

export default defineCard('122_040', {
  title: 'Vulcan "Death Grip"',
  scenario: 'behaviour/stasis.spec.ts',
  // 1E rulebook › GETTING HURT › KILLED OR DESTROYED; STASIS (behaviour/death-savers.ts, behaviour/stasis.ts).
  permits: [{ kind: 'saves-from-death', dying: {}, notDying: { characteristic: 'Android' }, helper: { species: 'Vulcan' }, orCaptured: true, instead: 'stasis' }],
  manual: ['saving one just mortally wounded at that moment (the engine saves them as they die at the end of the battle)', 'saving one selected to be captured without a random selection'],
});
