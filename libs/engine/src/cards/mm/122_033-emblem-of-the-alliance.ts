// Emblem of the Alliance (mm, 122_033): incident — seeded or played on the table, it downloads The Art of Diplomacy (a "may": taken at seeding; declinable when played). Its mixing, attack-restriction, free-report and Ore Processing Unit effects are manual.
import { defineCard } from '../../behaviour/define';

export default defineCard('122_033', {
  title: 'Emblem of the Alliance',
  scenario: 'behaviour/seed-on-target.spec.ts',
  play: { window: { kind: 'normal-play' } },
  seedDownloads: { titles: ['The Art of Diplomacy'], alsoWhenPlayed: true },
  manual: [
    "your [KCA] cards, Grand Nagus Zek, Maihar'du, Rom and Quark mixing with no affiliation attack restrictions",
    'one [KCA] personnel a turn reporting for free when your [KCA] leader names it (or is named by it) in lore',
    'Ore Processing Units on [MQ] Nors immune to Reactor Overload with 2 ENGINEER present',
  ],
});
