// Emblem of the Empire (mm, 122_034): incident — seeded or played on the table, it downloads The Art of Diplomacy (a "may": taken at seeding; declinable when played). Its mixing, attack-restriction and immunity effects are manual.
import { defineCard } from '../../behaviour/define';

export default defineCard('122_034', {
  title: 'Emblem of the Empire',
  scenario: 'behaviour/seed-on-target.spec.ts',
  play: { window: { kind: 'normal-play' } },
  seedDownloads: { titles: ['The Art of Diplomacy'], alsoWhenPlayed: true },
  manual: [
    'your [TE] cards, Benjamin Sisko, Jake Sisko, Rom and Quark mixing with no affiliation attack restrictions',
    'your [TE] facilities and staffed ships immune to Navigate Plasma Storms',
    'the Ore Processing Unit on Mirror Terok Nor immune to Reactor Overload with 2 ENGINEER present, and processing ore under [Fed] control',
  ],
});
