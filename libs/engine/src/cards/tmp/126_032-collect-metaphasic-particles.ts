// Collect Metaphasic Particles (tmp, 126_032): objective — seeds or plays on the Ba'ku Planet (Insurrection, by the place table) and lies atop it. Its owner's personnel may attempt the mission with a Son'a personnel + Treachery x2, while their Injector Assembly One is in orbit and the opponent has no ship or personnel at the location. What a solve gives (the opponent's next turn skipped; for the rest of the game STRENGTH +2, Youth and an unstop once each turn for every personnel of theirs) is manual.
import { defineCard } from '../../behaviour/define';

// 1E rulebook › ATTEMPT A MISSION › BEGINNING A MISSION ATTEMPT ("unless a card says otherwise"); SOLVING THE MISSION.
// "{Ba'ku Planet}": place-table.ts (Insurrection, 126_029). Behaviour/objective-attempts.ts, objective-ship-terms.ts
// (`withShipMatching` `titles`, `noOpponentHere`). The printed requirements stay open too (as Protect Historic Encounter).
export default defineCard('126_032', {
  title: 'Collect Metaphasic Particles',
  scenario: 'behaviour/listed-places.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'mission-at-place', places: ["Ba'ku Planet"] },
  duration: 'on-target-mission',
  seedsOnTarget: true,
  permits: [
    { kind: 'attempt-here', who: {} },
    { kind: 'alternative-requirements', requirements: "Son'a + Treachery x2", withShipMatching: { titles: ['Injector Assembly One'], inOrbit: true }, noOpponentHere: true },
  ],
  manual: [
    "when you solve, you may skip the opponent's next turn",
    'when you solve, for the rest of the game your personnel are STRENGTH +2 and add Youth, and each may be unstopped once each turn',
  ],
});
