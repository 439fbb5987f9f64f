// Guess Who's Coming to Dinner (SSttR, 234_005): incident — seeds on The Great Hall and lies on it. Once each turn one of your [Kli][Films] personnel reports there for free (its own once-each-turn use, beside the Great Hall's); your personnel report for free only at Qo'noS; in place of a card draw you may take into hand from your deck a [Films] personnel with "High Council" in lore, or an HQ card (a download: shown, deck reshuffled).
import { defineCard } from '../../behaviour/define';

// 1E rulebook › PLAYING "FOR FREE"; DOWNLOADING; MISCELLANEOUS RULES › "ONCE PER GAME" AND SIMILAR LIMITS.
export default defineCard('234_005', {
  title: "Guess Who's Coming to Dinner",
  scenario: 'behaviour/free-play-bans.spec.ts',
  seedsOnTarget: { kind: 'card-in-play', filter: { types: ['Facility'], titles: ['The Great Hall'] } },
  permits: [
    // Lying on The Great Hall: "reporting here" (free-reports.ts › placeFreeReport: a card lying on the place, its own use a turn).
    { kind: 'free-report-here', filter: { type: 'Personnel', affiliation: 'Klingon', icon: 'Films' }, oncePerTurn: true },
    // "You may play personnel for free only at {Qo'noS}" (free-play-bans.ts).
    { kind: 'no-free-reports', types: ['Personnel'], onlyAt: ["Qo'noS"] },
  ],
  abilities: [
    {
      id: 'high-council-to-hand',
      costs: ['card-draw'],
      // "one [Films] personnel with "High Council" in lore OR {HQ} card": a card with HQ in its title (HQ: War Room, …).
      targets: { kind: 'card-to-download-to-hand', filter: { anyOf: [{ types: ['Personnel'], icons: ['Films'], titleOrLoreWords: 'High Council' }, { titleWords: ['HQ'] }] } },
      effects: [{ kind: 'download-target-to-hand' }],
    },
  ],
});
