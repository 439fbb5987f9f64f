// Scientific Diplomacy (TNG, 155_030): incident — seeded or played on the Veytan mission, it lies there; your Dr. Reyga, T'Pan and [TNG] personnel with "metaphasic shield" in lore mix and cooperate with your [TNG] cards, and once each turn one of them may report for free to your ship or outpost here (SpecialReport). When you solve it you may place a [TNG] SCIENCE personnel from your discard pile in your point area, worth its INTEGRITY.
import { defineCard } from '../../behaviour/define';

// 1E rulebook › REPORTING FOR DUTY › COMPATIBLE; THE CARDS › INCIDENTS. Scoped mix permits (`who`): behaviour/scoped-mixing.ts.
// The card list names no mission's location: Veytan is read as Host Metaphasic Shielding Test (the same set's mission at that star).
const DIPLOMATS = { types: ['Personnel'], anyOf: [{ personas: ['Dr. Reyga', "T'Pan"] }, { property: 'TNG', loreWords: ['metaphasic shield'] }] } as const;

export default defineCard('155_030', {
  title: 'Scientific Diplomacy',
  scenario: 'behaviour/scoped-mixing.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'mission', missions: { titles: ['Host Metaphasic Shielding Test'] } },
  duration: 'on-target-mission',
  seedsOnTarget: true,
  permits: [{ kind: 'mix', affiliations: ['*', '*'], who: [DIPLOMATS, { property: 'TNG' }] }],
  // table-reports.ts (read atop a mission too: `toShipOrOutpostHere`): one free report a turn, shared by the entries.
  tableReports: [
    { who: { names: ['Dr. Reyga', "T'Pan"] }, toShipOrOutpostHere: true },
    { who: { icons: ['TNG'], loreWord: 'metaphasic shield' }, toShipOrOutpostHere: true },
  ],
  // "When you solve this mission, you may place a [TNG] SCIENCE personnel from your discard pile in your point area (worth
  // its INTEGRITY)": the choice's fate `to-point-area` (behaviour/choices.ts; 1E rulebook › BONUS POINTS).
  triggers: [
    {
      on: 'mission-completed',
      effects: [
        {
          kind: 'if-you-solved-here',
          then: [{ kind: 'choose-cards', chooser: 'you', pool: { from: 'discard', whose: 'you', filter: { types: ['Personnel'], property: 'TNG', classification: 'SCIENCE' } }, pick: 1, upTo: true, chosen: 'to-point-area', worth: 'INTEGRITY' }],
        },
      ],
    },
  ],
});
