// Protect the Timeline (lookinggla, 184_020): incident seeded on a time location (unique) — once per turn per ship, your ship may time travel between that time location and its corresponding spaceline location, then is stopped unless it (or three personnel aboard) is native there (behaviour/time-locations.ts).
import { defineCard } from '../../behaviour/define';

export default defineCard('184_020', {
  title: 'Protect the Timeline',
  scenario: 'behaviour/time-locations.spec.ts',
  seedsOnTarget: { kind: 'time-location' },
  abilities: [
    {
      id: 'time-travel',
      targets: { kind: 'time-travel-route', movers: 'ship', route: 'here', oncePerTurnPerShip: true },
      effects: [{ kind: 'time-travel-target', stopUnlessNative: true }],
    },
  ],
  manual: [
    "the opponent's ships time travelling with it (any ship may; an ability is used by its owner in the engine)",
    'once each turn, one of your unique personnel reporting here for free',
    'no personnel of yours reporting here for free unless native to this timeline or reporting to a ship or facility here',
  ],
});
