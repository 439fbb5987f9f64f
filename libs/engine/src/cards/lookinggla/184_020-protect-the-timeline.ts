// Protect the Timeline (lookinggla, 184_020): incident seeded on a time location (unique) — once per turn per ship, any player's ship may time travel between that time location and its corresponding spaceline location, then is stopped unless it (or three personnel aboard) is native there (behaviour/time-locations.ts); once each turn one of your unique personnel reporting here (to the time location, or aboard a ship or facility there) does so for free; and you report no personnel for free anywhere unless native to this time location or aboard a ship or facility here.
import { defineCard } from '../../behaviour/define';

export default defineCard('184_020', {
  title: 'Protect the Timeline',
  scenario: 'behaviour/time-location-natives-and-routes.spec.ts',
  seedsOnTarget: { kind: 'time-location' },
  abilities: [
    {
      id: 'time-travel',
      // "Any ship may": the other player uses it for their own ships too (activations.ts › anyPlayer; the limit is per ship).
      anyPlayer: true,
      targets: { kind: 'time-travel-route', movers: 'ship', route: 'here', oncePerTurnPerShip: true },
      effects: [{ kind: 'time-travel-target', stopUnlessNative: true }],
    },
  ],
  permits: [
    // free-reports.ts (read atop a location too) with `to.here`: the time location itself (missions-reports.ts), or a ship or facility there.
    { kind: 'free-report', who: {}, universal: false, to: { here: true } },
    // free-play-bans.ts (read atop a location too): 1E rulebook › PLAYING "FOR FREE" — a card's restriction on its owner.
    { kind: 'no-free-reports', types: ['Personnel'], exceptHere: true },
  ],
});
