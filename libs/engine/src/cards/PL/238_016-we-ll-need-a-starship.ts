// We'll Need a Starship (PL, 238_016): objective — seeds or plays on a planet mission of the Neutral Zone Region and lies atop
// it. Your [SKR] personnel may attempt that mission, and may solve it with SECURITY + Diplomacy x3 + Sybok. Sybok nullifying
// Dead End there, and the opponent's ship downloaded there and commandeered once solved, stay manual.
import { defineCard } from '../../behaviour/define';

// 1E rulebook › ATTEMPT A MISSION › BEGINNING A MISSION ATTEMPT ("unless a card says otherwise"); SOLVING THE MISSION.
// Behaviour/missions-incidents-c.ts (`attempt-here`), objective-attempts.ts (`alternative-requirements`). The printed
// requirements stay open too (as File Annual Report); "Sybok" is any version of the persona.
export default defineCard('238_016', {
  title: "We'll Need a Starship",
  scenario: 'behaviour/objectives-objs.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'mission', missions: { planet: true, regions: ['Neutral Zone Region'] } },
  duration: 'on-target-mission',
  seedsOnTarget: true,
  permits: [
    { kind: 'attempt-here', who: { icons: ['SKR'] } },
    { kind: 'alternative-requirements', requirements: 'SECURITY + Diplomacy x3 + {any Sybok}' },
  ],
  manual: [
    'your Sybok may nullify Dead End at this mission',
    'once solved, the opponent must (if possible) download a ship here, which you commandeer; it gains [Films] and [SKR] and its staffing requirements become [SKR]',
  ],
});
