// Mercenary Raiders (TNG, 155_028): incident — played on the Calder II mission, it lies there; your Galen and your [TNG] personnel with "Stone of Gol" in lore mix and cooperate with each other whatever their affiliations, and once each turn one of them may report aboard your Mercenary Ship for free (SpecialReport). Once per game you may discard it and place out of play two of your "use as equipment" artifacts in play, or a Vulcan Stone of Gol you earned from your hand, to score its 15 points.
import { defineCard } from '../../behaviour/define';

// 1E rulebook › REPORTING FOR DUTY › COMPATIBLE; THE CARDS › INCIDENTS. Scoped mix permits (`who`): behaviour/scoped-mixing.ts.
// The card list names no mission's location: Calder II is read as Raid Ancient Burial Site (the same set's mission where
// Baran's mercenaries raided the burial mounds).
const RAIDERS = { types: ['Personnel'], anyOf: [{ personas: ['Galen'] }, { property: 'TNG', loreWords: ['Stone of Gol'] }] } as const;

export default defineCard('155_028', {
  title: 'Mercenary Raiders',
  scenario: 'behaviour/scoped-mixing.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'mission', missions: { titles: ['Raid Ancient Burial Site'] } },
  duration: 'on-target-mission',
  permits: [{ kind: 'mix', affiliations: ['*', '*'], who: [RAIDERS, RAIDERS] }],
  // table-reports.ts (read atop a mission too): one free report a turn, shared by the two entries.
  tableReports: [
    { who: { names: ['Galen'] }, aboardShips: ['Mercenary Ship'] },
    { who: { icons: ['TNG'], loreWord: 'Stone of Gol' }, aboardShips: ['Mercenary Ship'] },
  ],
  // Once per game (one limit for both ways): the incident discarded and the cards placed out of play, its 15 points scored
  // (bonus points: from a card other than a mission). Behaviour/card-sets-in-play.ts.
  abilities: [
    {
      id: 'score-artifacts',
      limit: 'once-per-game',
      limitShared: 'score',
      costs: ['discard-self'],
      targets: { kind: 'your-cards-in-play-set', filter: { types: ['Artifact'], usedAsEquipment: true }, count: 2 },
      effects: [{ kind: 'chosen-out-of-play' }, { kind: 'score-points', points: 15, bonus: true }],
    },
    {
      id: 'score-stone',
      limit: 'once-per-game',
      limitShared: 'score',
      costs: ['discard-self'],
      targets: { kind: 'your-earned-cards-in-hand', filter: { titles: ['Vulcan Stone of Gol'] } },
      effects: [{ kind: 'chosen-out-of-play' }, { kind: 'score-points', points: 15, bonus: true }],
    },
  ],
});
