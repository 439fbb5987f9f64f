import * as path from 'node:path';
import { defaultCardListPath, loadLackeyCsvFile } from '@captains-log/cards';
import { randomDeck, Rng, rngFromSeed, runGame } from '@captains-log/engine';
const csv = defaultCardListPath(path.resolve('/work/wt-perf'));
const universe = loadLackeyCsvFile(csv).cards;
const t = Date.now();
for (let i = 0; i < 30; i++) {
  const rng = new Rng(rngFromSeed(`bench-deck-${i}`));
  runGame({ seed: `bench-${i}`, decks: [randomDeck(universe, rng, 'A'), randomDeck(universe, rng, 'B')], checks: 'none', keepEvents: false });
}
console.log(Date.now() - t);
