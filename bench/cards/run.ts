/**
 * Card library bench: load + import + index all cards (target < 300 ms), then search latency
 * (p50/p95) over many queries. Run: npm run bench:cards  (CARDS_CSV overrides the path).
 */
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { performance } from 'node:perf_hooks';
import { CardCatalogue, defaultCardListPath, importLackeyCsv, type CardSearchQuery } from '@captains-log/cards';

const csvPath = defaultCardListPath(path.resolve(__dirname, '../..'));

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

function loadAndIndex() {
  const started = performance.now();
  const text = readFileSync(csvPath, 'utf8');
  const read = performance.now();
  const imported = importLackeyCsv(text);
  const parsed = performance.now();
  const catalogue = new CardCatalogue(imported.cards);
  const indexed = performance.now();
  return { catalogue, imported, times: { read: read - started, parse: parsed - read, index: indexed - parsed, total: indexed - started } };
}

// First run is cold (includes JIT warm-up); report it and the median of further runs.
const cold = loadAndIndex();
const warmTotals: number[] = [];
for (let i = 0; i < 9; i += 1) warmTotals.push(loadAndIndex().times.total);
warmTotals.sort((a, b) => a - b);
const { catalogue, imported } = cold;

const words = ['picard', 'klingon', 'diplomacy', 'borg', 'enterprise', 'treachery', 'nebula', 'kill', 'dilemma', 'ferengi', 'da', 'sec', 'medical', 'cloak', 'q'];
const queries: CardSearchQuery[] = [];
for (let i = 0; i < 2000; i += 1) {
  const word = words[i % words.length]!;
  const second = words[(i * 7) % words.length]!;
  queries.push(
    i % 4 === 0
      ? { query: word }
      : i % 4 === 1
        ? { query: `${word} ${second}`, page: 2 }
        : i % 4 === 2
          ? { query: word, type: 'Personnel', affiliation: 'Federation' }
          : { type: 'Mission', set: 'premiere', page: (i % 3) + 1 },
  );
}
const latencies: number[] = [];
let hits = 0;
for (const query of queries) {
  const started = performance.now();
  hits += catalogue.search(query).total;
  latencies.push(performance.now() - started);
}
latencies.sort((a, b) => a - b);

const ms = (value: number) => `${value.toFixed(2)} ms`;
console.log(`cards: ${imported.cards.length} from ${csvPath}`);
console.log(
  `load+import+index (cold): ${ms(cold.times.total)}  [read ${ms(cold.times.read)}, parse ${ms(cold.times.parse)}, index ${ms(cold.times.index)}]` +
    `  target < 300 ms: ${cold.times.total < 300 ? 'met' : 'NOT met'}`,
);
console.log(`load+import+index (warm, median of ${warmTotals.length}): ${ms(percentile(warmTotals, 50))}`);
console.log(
  `search over ${latencies.length} queries: p50 ${ms(percentile(latencies, 50))}, p95 ${ms(percentile(latencies, 95))}, max ${ms(latencies[latencies.length - 1]!)} (total hits ${hits})`,
);
