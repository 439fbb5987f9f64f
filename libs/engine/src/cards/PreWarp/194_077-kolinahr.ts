// Kolinahr (PreWarp, 194_077): incident — seeded or played on the Vulcan homeworld mission, it lies there; your Vulcan cards (Vulcan personnel, Vulcan-affiliation ships and facilities) mix and cooperate with each other whatever their affiliations, and your Vulcan personnel with your [Fed] facilities; once each turn, unless you have Protect the Timeline in play, one personnel reports for free; your Vulcan personnel of any affiliation staff your Vulcan ships; it is discarded once you play, or if you have played, a non-Vulcan personnel (the record of cards played); twice each turn your staffed ship or Away Team may move between Vulcan and 2154 Vulcan (22nd-Century ShiKahr, the time location paired with Vulcan: behaviour/time-locations.ts).
import { defineCard } from '../../behaviour/define';

// 1E rulebook › REPORTING FOR DUTY › COMPATIBLE; THE CARDS › INCIDENTS. Scoped mix permits (`who`): behaviour/scoped-mixing.ts.
// "{Vulcan}": the rulebook's homeworld list puts Deliver Ancient Artifact there (card-facts.ts › HOMEWORLD_MISSIONS).
const VULCAN = { anyOf: [{ species: 'Vulcan' }, { affiliations: ['Vulcan'] }] } as const;

export default defineCard('194_077', {
  title: 'Kolinahr',
  scenario: 'behaviour/time-location-natives-and-routes.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'mission', missions: { titles: ['Deliver Ancient Artifact'] } },
  duration: 'on-target-mission',
  seedsOnTarget: true,
  permits: [
    { kind: 'mix', affiliations: ['*', '*'], who: [VULCAN, VULCAN] },
    { kind: 'mix', affiliations: ['*', 'Federation'], who: [{ species: 'Vulcan' }, { types: ['Facility'] }] },
    // ship-users.ts (read atop a mission too): a Vulcan personnel of any affiliation serves as the matching one aboard a Vulcan ship.
    { kind: 'ships-usable-by', ships: { affiliations: ['Vulcan'] }, affiliations: [], species: 'Vulcan' },
    // free-reports.ts (read atop a mission too): once each turn, any one personnel, while you have no Protect the Timeline in play.
    { kind: 'free-report', who: {}, whenAny: [{ kind: 'none-titled-in-play', title: 'Protect the Timeline' }] },
  ],
  // discard-when.ts `record` (card-record.ts, helper records): a non-Vulcan personnel played (reported or downloaded), before or after it.
  discardWhen: [{ kind: 'record', query: { how: 'played', filter: { types: ['Personnel'] }, unless: { species: 'Vulcan' } } }],
  // 1E rulebook › TIME TRAVEL (only where a card expressly allows it): the card list gives no year line, so "2154 Vulcan"
  // is read as the 22nd-century Vulcan time location, 22nd-Century ShiKahr (llap, 195_061), paired with Vulcan.
  abilities: [
    {
      id: 'to-2154-vulcan',
      limit: { kind: 'per-turn', times: 2 },
      targets: { kind: 'time-travel-route', movers: 'ship-or-away-team', route: 'here', timeLocationTitles: ['22nd-Century ShiKahr'] },
      effects: [{ kind: 'time-travel-target' }],
    },
  ],
});
