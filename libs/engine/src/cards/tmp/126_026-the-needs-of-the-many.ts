// The Needs of the Many ... (tmp, 126_026): interrupt — when a dilemma's effect or a damage marker would destroy your ship, the
// engine plays it for you from hand: that dilemma (or marker) is nullified, then your opponent picks one of the ship's crew to
// be discarded (at once when only one is aboard; no pick with nobody aboard).
//   1E rulebook › ATTEMPT A MISSION › NULLIFIERS; DAMAGE AND REPAIRS › ROTATION DAMAGE (the marker that reaches two destroys);
//   PLAYING A CARD › Tip: Interrupts and Doorways Don't Use Your Card Play. Behaviour/ship-destruction-saves.ts
//   (`nullifies-ship-destroyer`), choices.ts (pool `crew-of-target-ship`).
import { defineCard } from '../../behaviour/define';

export default defineCard('126_026', {
  title: 'The Needs of the Many ...',
  scenario: 'behaviour/ship-destruction-saves.spec.ts',
  permits: [{ kind: 'nullifies-ship-destroyer' }],
});
