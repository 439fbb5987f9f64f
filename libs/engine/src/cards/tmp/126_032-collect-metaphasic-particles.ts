// Collect Metaphasic Particles (tmp, 126_032): objective — seeds or plays on the Ba'ku Planet (Insurrection, by the place table) and lies atop it. Its owner's personnel may attempt the mission with a Son'a personnel + Treachery x2, while their Injector Assembly One is in orbit and the opponent has no ship or personnel at the location. When its owner solves it, the opponent's next turn is skipped and the objective goes to its owner's table, where for the rest of the game every personnel of theirs is STRENGTH +2 and has Youth, and each may be unstopped once each turn.
import { defineCard } from '../../behaviour/define';

// 1E rulebook › ATTEMPT A MISSION › BEGINNING A MISSION ATTEMPT ("unless a card says otherwise"); SOLVING THE MISSION.
// "{Ba'ku Planet}": place-table.ts (Insurrection, 126_029). Behaviour/objective-attempts.ts, objective-ship-terms.ts
// (`withShipMatching` `titles`, `noOpponentHere`). The printed requirements stay open too (as Protect Historic Encounter).
// The solve (helper tail7): THE CARDS › OBJECTIVES (lasting effects, kept on the table as Reap All the Glory's);
// turn-skips.ts (the skipped turn; "you may skip" is always taken: it only helps its player); held-modifiers.ts
// (`fleet-personnel-attribute` on the table); activations.ts (`once-per-target-per-turn`, only from the table).
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
  triggers: [{ on: 'mission-completed', effects: [{ kind: 'if-you-solved-here', then: [{ kind: 'skip-opponent-next-turn' }, { kind: 'self-to-table' }] }] }],
  modifiers: [{ kind: 'fleet-personnel-attribute', attributes: ['STRENGTH'], delta: 2, skills: ['Youth'], filter: {}, whose: 'yours', to: {}, where: 'table' }],
  abilities: [
    { id: 'unstop', limit: { kind: 'once-per-target-per-turn' }, requires: ['self-on-table'], targets: { kind: 'personnel', whose: 'yours', stopped: true }, effects: [{ kind: 'unstop-target' }] },
  ],
});
