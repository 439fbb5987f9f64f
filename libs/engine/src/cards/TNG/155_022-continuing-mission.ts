// Continuing Mission (TNG, 155_022): incident — seed one on your table, and as it seeds you may download one [WC] card; your personnel and ships of the TNG or Generations property show [TNG], in play or not; once each turn, when you play a [TNG] personnel with at most four skill dots and no special download, you draw a card; discarded once you play a personnel or ship without [TNG].
import { defineCard } from '../../behaviour/define';

export default defineCard('155_022', {
  title: 'Continuing Mission',
  scenario: 'behaviour/tos-films.spec.ts',
  // "Seed one on table" is read from its text by the seed rules (seeding.ts › seedsOnTable, isSeedOne); it is never played.
  seedDownloads: { titles: [], oneOf: { icons: ['WC'] } },
  tableIconGrant: { types: ['Personnel', 'Ship'], properties: ['TNG', 'Gen'], icons: ['TNG'] },
  // "You may draw": always used (when-cards-played.ts).
  whenCardsPlayed: { filter: { types: ['Personnel'], icons: ['TNG'], dotsAtMost: 4, noSpecialDownloads: true }, oncePerTurn: true, effects: [{ kind: 'draw', who: 'you', count: 1 }] },
  // "If you play (or have played)": it only seeds, before any card is played (seeding is not playing).
  discardWhen: [{ kind: 'you-play', filter: { types: ['Personnel', 'Ship'] }, unless: { icons: ['TNG'] } }],
});
