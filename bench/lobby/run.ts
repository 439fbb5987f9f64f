/**
 * Lobby bench (issue 12's api): reading and checking deck lists in each format in memory, then the
 * api on PostgreSQL (TEST_DATABASE_URL, a throw-away schema): saving and listing decks, and a
 * challenge issued and accepted (which creates the game) over HTTP on localhost, sequentially.
 * Run: npm run bench:lobby   (BENCH_JSON=1 prints a last line of JSON figures; BENCH_SKIP_DB=1 runs
 * the in-memory part only; CARDS_CSV overrides the card list).
 */
import * as path from 'node:path';
import { performance } from 'node:perf_hooks';
import 'reflect-metadata';
import { CardCatalogue, checkDeckList, defaultCardListPath, loadLackeyCsvFile, starterCards, starterDeckLists } from '@captains-log/cards';
import { loadConfig } from '@captains-log/platform';
import { dropSchemas, schemaEnv, uniqueName } from '@captains-log/testing';
import { createApi } from '../../apps/api/src/create-api';

const figures: Record<string, number | string> = {};
const ms = (value: number) => `${value.toFixed(2)} ms`;
const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

function timeIt(count: number, work: (i: number) => unknown): number[] {
  const times: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const started = performance.now();
    work(i);
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

/** The same deck in the three formats the platform reads. */
function formats(text: string, catalogue: CardCatalogue): Record<'text' | 'dek' | 'trekcc', string> {
  const check = checkDeckList(text, catalogue);
  const section = (zone: string) => (zone === 'seed' ? 'Seed Deck' : 'Draw Deck');
  const zones = ['seed', 'draw'];
  const dek = `<?xml version="1.0" encoding="UTF-8"?>\n<deck version="0.8">\n${zones
    .map(
      (zone) =>
        `  <superzone name="${section(zone)}">\n${check.deck.entries
          .filter((e) => e.zone === zone)
          .flatMap((e) => Array.from({ length: e.count }, () => `    <card><name id="${e.card.id}">${e.card.title.replace(/&/g, '&amp;')}</name><set>x</set></card>`))
          .join('\n')}\n  </superzone>`,
    )
    .join('\n')}\n</deck>\n`;
  const trekcc = zones
    .map((zone) => {
      const entries = check.deck.entries.filter((e) => e.zone === zone);
      return [`${section(zone)} (${entries.reduce((n, e) => n + e.count, 0)})`, ...entries.map((e) => `1\tC\t${e.count}x\t${e.card.title}`)].join('\n');
    })
    .join('\n');
  return { text, dek, trekcc };
}

function inMemory(): void {
  let catalogue: CardCatalogue;
  let source: string;
  try {
    catalogue = new CardCatalogue(loadLackeyCsvFile(defaultCardListPath(path.resolve(__dirname, '../..'))).cards);
    source = 'full card list';
  } catch {
    catalogue = new CardCatalogue(starterCards());
    source = 'starter pool';
  }
  console.log(`deck lists, in memory, against the ${source} (${catalogue.all().length} cards): parse + resolve + validate one starter deck`);
  for (const [format, list] of Object.entries(formats(starterDeckLists()[0]!.text, catalogue))) {
    const check = checkDeckList(list, catalogue);
    if (!check.valid || check.format !== format) throw new Error(`the ${format} list did not read as a valid ${format} deck`);
    timeIt(50, () => checkDeckList(list, catalogue)); // warm-up
    const times = timeIt(500, () => checkDeckList(list, catalogue));
    figures[`check_${format}_p50_ms`] = percentile(times, 50);
    figures[`check_${format}_p95_ms`] = percentile(times, 95);
    console.log(`  ${format.padEnd(6)} ${String(list.length).padStart(6)} chars: p50 ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))} over ${times.length}`);
  }
}

async function overHttp(): Promise<void> {
  const schema = uniqueName('bench_lobby');
  const app = await createApi(loadConfig({ ...schemaEnv(schema), RATE_LIMIT_PER_MINUTE: '100000' }, 'api'));
  app.useLogger(false);
  await app.listen(0, '127.0.0.1');
  const url = await app.getUrl();
  const tokens: Record<string, string> = {};
  const call = async (as: string | null, method: string, route: string, body?: unknown) => {
    const res = await fetch(`${url}${route}`, {
      method,
      headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(as ? { authorization: `Bearer ${tokens[as]}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await res.json()) as Record<string, unknown>;
    if (!res.ok) throw new Error(`${method} ${route}: HTTP ${res.status} ${JSON.stringify(json)}`);
    return json;
  };
  const timed = async (count: number, work: (i: number) => Promise<unknown>) => {
    const times: number[] = [];
    for (let i = 0; i < count; i += 1) {
      const started = performance.now();
      await work(i);
      times.push(performance.now() - started);
    }
    return times.sort((a, b) => a - b);
  };
  const line = (label: string, key: string, t: number[]) => {
    figures[`${key}_p50_ms`] = percentile(t, 50);
    figures[`${key}_p95_ms`] = percentile(t, 95);
    console.log(`  ${label} over ${t.length}: p50 ${ms(percentile(t, 50))}, p95 ${ms(percentile(t, 95))}, max ${ms(t[t.length - 1]!)}`);
  };
  try {
    for (const handle of ['sisko', 'kira']) {
      await call(null, 'POST', '/accounts', { handle, displayName: handle, password: `${handle}-password-1` });
      tokens[handle] = (await call(null, 'POST', '/sessions', { handle, password: `${handle}-password-1` })).token as string;
    }
    const [federation, klingon] = starterDeckLists();
    console.log(`api on PostgreSQL (schema ${schema}), sequential requests on localhost`);
    line('POST /decks (save + check a starter deck)', 'save_deck', await timed(100, (i) => call('sisko', 'POST', '/decks', { name: `Deck ${i}`, deck: federation!.text })));
    line('GET /decks (100 decks)', 'list_decks', await timed(100, () => call('sisko', 'GET', '/decks')));
    const deckId = ((await call('sisko', 'GET', '/decks')).decks as Array<{ id: string }>)[0]!.id;
    const ids: string[] = [];
    line(
      'POST /challenges (saved deck)',
      'issue_challenge',
      await timed(20, async () => ids.push(((await call('sisko', 'POST', '/challenges', { opponent: 'kira', deckId })) as { id: string }).id)),
    );
    line('POST /challenges/:id/accept (+ the game created)', 'accept_challenge', await timed(ids.length, (i) => call('kira', 'POST', `/challenges/${ids[i]}/accept`, { deck: klingon!.text })));
    line('GET /challenges', 'list_challenges', await timed(100, () => call('kira', 'GET', '/challenges?status=any')));
  } finally {
    await app.close();
    await dropSchemas(schema).catch(() => undefined);
  }
}

async function main(): Promise<void> {
  inMemory();
  if (process.env.BENCH_SKIP_DB !== '1') await overHttp();
  if (process.env.BENCH_JSON === '1') console.log(JSON.stringify({ bench: 'lobby', ...figures }));
}

main().catch((err: unknown) => {
  console.error(`lobby bench failed: ${(err as Error).stack ?? String(err)}`);
  process.exitCode = 1;
});
