// Federation Flagship: Recovered (ENGAGE, 161_014): incident — seeds or plays on your table. When your opponent's card (their
// ships' fire, their dilemma, their card's effect) destroys your only ship in play, and a different ship of the same class
// (or, for an Enterprise, any other Enterprise) may be downloaded, it is downloaded docked at your facility where it may
// report, else at the nearer end of that spaceline; your personnel and equipment from the destroyed ship go aboard it (the
// personnel stopped); the destroyed ship, what else was aboard, and the incident are discarded.
//   1E rulebook › BATTLE › Reminder: Actions and Valid Responses (a response at the Resolution stage); COPIES AND "DIFFERENT";
//   DOWNLOADING. Behaviour/ship-destruction-saves.ts (`recovers-only-ship-destroyed`).
import { defineCard } from '../../behaviour/define';

export default defineCard('161_014', {
  title: 'Federation Flagship: Recovered',
  scenario: 'behaviour/ship-destruction-saves.spec.ts',
  play: { window: { kind: 'normal-play' } },
  permits: [{ kind: 'recovers-only-ship-destroyed' }],
});
