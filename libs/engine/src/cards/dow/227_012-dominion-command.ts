// Dominion Command (dow, 227_012): incident — seeds on Cardassia Prime (atop it) only if you seeded no Gamma Quadrant mission, downloading Central Command there as it seeds (a "may" always taken). Its use by Vorta, Founders and Thots, and the ship download are manual.
import { defineCard } from '../../behaviour/define';

export default defineCard('227_012', {
  title: 'Dominion Command',
  scenario: 'behaviour/seed-on-target.spec.ts',
  seedsOnTarget: { kind: 'mission-at-place', places: ['Cardassia Prime'] },
  seedDownloads: { titles: ['Central Command'] },
  seedRequires: [{ kind: 'no-missions-seeded-in', quadrant: 'Gamma' }],
  manual: ['Alpha Quadrant Vorta, Founders and Thots using Central Command as Guls', 'the once-per-game download of a Dominion ship in place of a card draw'],
});
