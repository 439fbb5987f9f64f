/**
 * bench/web: the web app as a person meets it, on loopback with Debian's Chromium (issue 12).
 *   - bundle: the built files' size (raw and gzip), as the api serves them
 *   - first load of `/`: navigation in a fresh browser context (cold cache) until the start page
 *     shows the starter decks (the page's first data from the api), and the browser's own
 *     DOMContentLoaded / load times
 *   - game: navigating to a game's table until its first legal action is a clickable button
 *     (signed in, fresh context each run: app, view and live stream all fetched)
 *   - live table traffic (issue 17): with one seat's table open, both players play MOVES seeded
 *     legal commands over the api; the bytes the page receives (Chromium's network events: answers
 *     and the live stream) per command, beside the size of the whole view a client re-reading it
 *     after each command would fetch
 *   - "Why can't it fly?": the round trip of the engine's answer (POST /games/:id/check, a refused
 *     Fly) on loopback, as the table's button asks it
 * Needs `npm run build` first (apps/web/dist). PostgreSQL as in the tests (a fresh schema).
 *
 *   npm run bench:web                 # RUNS=7
 *   BENCH_JSON=1 npm run bench:web    # last line: the figures as JSON
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { cpus } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { starterDeckLists } from '@captains-log/cards';
import { dropSchemas, schemaEnv, uniqueName } from '@captains-log/testing';
import { startApi } from '../../test/support/api-process';
import { ApiClient, seededRandom } from '../../test/support/http-client';
import { DESKTOP, launchChromium } from '../../test/support/web';

const RUNS = Number(process.env.RUNS ?? 7);
const MOVES = Number(process.env.MOVES ?? 60);
const DIST = resolve(__dirname, '../../apps/web/dist');

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const round = (x: number) => Math.round(x * 10) / 10;

function bundle(): { files: number; rawBytes: number; gzipBytes: number; jsGzipBytes: number } {
  let files = 0;
  let rawBytes = 0;
  let gzipBytes = 0;
  let jsGzipBytes = 0;
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else {
        const bytes = readFileSync(full);
        const gz = gzipSync(bytes).length;
        files++;
        rawBytes += bytes.length;
        gzipBytes += gz;
        if (name.endsWith('.js')) jsGzipBytes += gz;
      }
    }
  };
  walk(DIST);
  return { files, rawBytes, gzipBytes, jsGzipBytes };
}

async function main(): Promise<void> {
  if (!existsSync(join(DIST, 'index.html'))) throw new Error(`${DIST} is missing: run npm run build first`);
  const size = bundle();
  console.log(`bundle: ${size.files} files, ${(size.rawBytes / 1024).toFixed(1)} KiB raw, ${(size.gzipBytes / 1024).toFixed(1)} KiB gzip (JavaScript ${(size.jsGzipBytes / 1024).toFixed(1)} KiB gzip)`);

  const schema = uniqueName('bench_web');
  const api = await startApi({ ...schemaEnv(schema), RATE_LIMIT_PER_MINUTE: '100000' });
  const browser = await launchChromium();
  try {
    // first load of the start page, cold cache each time
    const firstLoad: number[] = [];
    const domContentLoaded: number[] = [];
    const loaded: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const context = await browser.newContext({ viewport: DESKTOP });
      const page = await context.newPage();
      const t = performance.now();
      await page.goto(`${api.url}/`);
      await page.waitForSelector('.deck-card');
      firstLoad.push(performance.now() - t);
      const nav = await page.evaluate(() => {
        const n = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
        return { dcl: n.domContentLoadedEventEnd, load: n.loadEventEnd };
      });
      domContentLoaded.push(nav.dcl);
      loaded.push(nav.load);
      await context.close();
    }
    console.log(`first load of / (cold cache, until the starter decks show): median ${round(median(firstLoad))} ms over ${RUNS} (DOMContentLoaded ${round(median(domContentLoaded))} ms, load ${round(median(loaded))} ms)`);

    // navigating to a game until its first legal action is clickable
    const kirk = await ApiClient.account(api.url, 'kirk');
    await ApiClient.account(api.url, 'kor');
    const [federation, klingon] = starterDeckLists();
    const created = await kirk.call('POST', '/games', { players: [{ handle: 'kirk', deck: federation.text }, { handle: 'kor', deck: klingon.text }] });
    if (created.status !== 201) throw new Error(`game not created: ${JSON.stringify(created.body)}`);
    const me = (await kirk.call('GET', '/me')).body;
    const toAction: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const context = await browser.newContext({ viewport: DESKTOP });
      await context.addInitScript(
        ([token, account]) => localStorage.setItem('captains-log.session', JSON.stringify({ token, account })),
        [kirk.token!, me] as const,
      );
      const page = await context.newPage();
      const t = performance.now();
      await page.goto(`${api.url}/table/${created.body.gameId}`);
      await page.waitForSelector('.general-actions button[data-command]:not([disabled])');
      toAction.push(performance.now() - t);
      await context.close();
    }
    console.log(`navigate to a game until its first legal action is clickable (cold cache, signed in): median ${round(median(toAction))} ms over ${RUNS} (min ${round(Math.min(...toAction))}, max ${round(Math.max(...toAction))})`);
    const traffic = await liveTableTraffic(browser, api.url, { kirk, kor: await ApiClient.account(api.url, 'kor') }, me);
    console.log(
      `live table (kirk's page open, ${traffic.moves} commands by both seats over the api): ${traffic.bytesPerCommand} bytes received per command by the page (views as changes on the live stream); a whole view is ${traffic.wholeViewBytes} bytes (median), re-read after every command by a client without changes`,
    );
    // "Why can't it fly?" (table/WhyNot.tsx): the engine's answer over HTTP
    const whyNot: number[] = [];
    for (let i = 0; i < RUNS * 5; i++) {
      const t = performance.now();
      const answer = await kirk.call('POST', `/games/${created.body.gameId}/check`, { command: { type: 'Fly', ship: 'c1', to: 'L1' } });
      whyNot.push(performance.now() - t);
      if (answer.status !== 200 || answer.body.allowed !== false) throw new Error(`check: ${JSON.stringify(answer.body)}`);
    }
    console.log(`"Why can't it fly?": the engine's answer in ${round(median(whyNot))} ms median over ${whyNot.length} (POST /games/:id/check, loopback)`);
    console.log(`machine: ${cpus().length} cores (${cpus()[0]?.model ?? '?'}), api on loopback with PostgreSQL, Chromium headless`);
    if (process.env.BENCH_JSON)
      console.log(
        JSON.stringify({
          bench: 'web',
          runs: RUNS,
          bundleRawBytes: size.rawBytes,
          bundleGzipBytes: size.gzipBytes,
          bundleJsGzipBytes: size.jsGzipBytes,
          firstLoadMs: round(median(firstLoad)),
          firstLoadDomContentLoadedMs: round(median(domContentLoaded)),
          gameToFirstActionMs: round(median(toAction)),
          tableBytesPerCommand: traffic.bytesPerCommand,
          wholeViewBytes: traffic.wholeViewBytes,
          whyNotAnswerMs: round(median(whyNot)),
        }),
      );
  } finally {
    await browser.close();
    await api.stop();
    await dropSchemas(schema);
  }
}

/** Bytes a live table page receives per command (both seats playing over the api), and a whole view's size. */
async function liveTableTraffic(
  browser: Awaited<ReturnType<typeof launchChromium>>,
  url: string,
  players: { kirk: ApiClient; kor: ApiClient },
  me: unknown,
): Promise<{ moves: number; bytesPerCommand: number; wholeViewBytes: number }> {
  const [federation, klingon] = starterDeckLists();
  const created = await players.kirk.call('POST', '/games', { players: [{ handle: 'kirk', deck: federation.text }, { handle: 'kor', deck: klingon.text }] });
  if (created.status !== 201) throw new Error(`game not created: ${JSON.stringify(created.body)}`);
  const gameId = created.body.gameId as string;
  const context = await browser.newContext({ viewport: DESKTOP });
  await context.addInitScript(([token, account]) => localStorage.setItem('captains-log.session', JSON.stringify({ token, account })), [players.kirk.token!, me] as const);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  let received = 0;
  cdp.on('Network.dataReceived', (e: { dataLength: number }) => (received += e.dataLength));
  await page.goto(`${url}/table/${gameId}`);
  await page.waitForSelector('.general-actions button[data-command]:not([disabled])');
  const random = seededRandom(17);
  const wholeViews: number[] = [];
  let moves = 0;
  const start = received;
  for (let i = 0; i < MOVES; i++) {
    let played = false;
    for (const seat of [players.kirk, players.kor]) {
      const whole = await seat.call('GET', `/games/${gameId}`);
      if (seat === players.kirk) wholeViews.push(JSON.stringify(whole.body).length);
      const options = (whole.body.legalCommands as { type: string }[]).filter((c) => !['Concede', 'CallTime', 'DeclareManualEffect'].includes(c.type));
      if (options.length === 0) continue;
      const { actor: _actor, ...command } = options[Math.floor(random() * options.length)] as { type: string; actor?: string };
      const answer = await seat.call('POST', `/games/${gameId}/commands`, { expectedRevision: whole.body.revision, command }, { 'idempotency-key': `bench-web-${i}` });
      if (answer.status !== 200 && answer.status !== 201) throw new Error(`command refused: ${JSON.stringify(answer.body)}`);
      await page.waitForSelector(`.table-page[data-revision="${answer.body.revision}"]`);
      played = true;
      moves += 1;
      break;
    }
    if (!played) break;
  }
  const bytes = received - start;
  await context.close();
  return { moves, bytesPerCommand: Math.round(bytes / Math.max(1, moves)), wholeViewBytes: median(wholeViews) };
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
