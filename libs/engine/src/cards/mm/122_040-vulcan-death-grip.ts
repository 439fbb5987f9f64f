// Vulcan "Death Grip" (mm, 122_040): interrupt — held in hand, when your non-android personnel is about to be killed, or is selected (at random or otherwise) by a dilemma to be captured, with another Vulcan of yours present, it is placed in stasis until the end of the turn instead.
import { defineCard } from '../../behaviour/define';

// 1E rulebook › GETTING HURT › KILLED OR DESTROYED; STASIS (behaviour/death-savers.ts, behaviour/stasis.ts).
// "Just mortally wounded": the engine resolves a mortal wound as the death at the end of the battle (battle/battle.ts),
// so the save happens there; the victim took no further part in the battle either way and is in stasis until the end of the turn.
// "Selected to be captured": a dilemma's capture, whether it picks at random or by a measure (`anyCaptureSelection`).
export default defineCard('122_040', {
  title: 'Vulcan "Death Grip"',
  scenario: 'behaviour/hamm-interrupts.spec.ts',
  permits: [{ kind: 'saves-from-death', dying: {}, notDying: { characteristic: 'Android' }, helper: { species: 'Vulcan' }, orCaptured: true, anyCaptureSelection: true, instead: 'stasis' }],
});
