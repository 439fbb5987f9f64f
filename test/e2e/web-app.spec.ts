/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { evolve, initialState, view, type GameEvent, type GameState } from '@captains-log/engine';
import { boardOf } from '@captains-log/replay';
import { dropSchemas, schemaEnv, uniqueName } from '@captains-log/testing';
import { startApi, type ApiProcess } from '../support/api-process';
import { ApiClient } from '../support/http-client';
import { hiddenIids, iidsIn, leaksIn, secretsIn } from '../support/leaks';
import { accessibilityProblems, busiestMinute, DESKTOP, launchChromium, newPage, PHONE, SHOTS, signIn, signUp, tableAt, tableRevision, watchResponses, type Received } from '../support/web';
import { domBoard, expectedBoard } from '../support/board-dom';

/**
 * Issue 12 in Chromium: a newcomer signs up from the start page and starts a game with the starter
 * decks; two players (two browser contexts) play it from the seed phases to its end by clicking
 * only — time called by the admin on the table, then the final turns — with each page's DOM and
 * every answer it received (JSON and the live stream) checked for the other player's hidden cards
 * after every step; the replay opens from My games in the same board. The api runs with its
 * default rate limit: a page following the live stream must never be answered 429.
 */
type Seat = 'p1' | 'p2';

const PAGE_PATHS: Record<string, string> = JSON.parse(readFileSync(resolve(__dirname, '../../apps/web/src/app/page-paths.json'), 'utf8'));

describe('the web app in Chromium', () => {
  const schema = uniqueName('e2e_web');
  const dataDir = mkdtempSync(join(tmpdir(), 'captains-log-web-'));
  let api: ApiProcess;
  let browser: Browser;
  let admin: ApiClient;
  let gameId: string;
  const contexts: Record<Seat | 'admin', BrowserContext> = {} as never;
  const pages: Record<Seat | 'admin', Page & { errors: string[] }> = {} as never;
  const received: Partial<Record<Seat, Received>> = {};

  beforeAll(async () => {
    api = await startApi({ ...schemaEnv(schema), DATA_DIR: dataDir, BOOTSTRAP_ADMIN: 'admiral:starfleet-command' });
    const session = await new ApiClient(api.url).call('POST', '/sessions', { handle: 'admiral', password: 'starfleet-command' });
    admin = new ApiClient(api.url, session.body.token);
    browser = await launchChromium();
    for (const who of ['p1', 'p2', 'admin'] as const) contexts[who] = await browser.newContext({ viewport: DESKTOP });
  });

  afterAll(async () => {
    await browser?.close();
    expect(await api?.stop()).toBe(0);
    await dropSchemas(schema);
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** My games lists the games read model, which follows the log a moment later: reload until the row is there. */
  async function openFromMyGames(page: Page, row: string): Promise<void> {
    for (let i = 0; i < 40; i++) {
      await page.goto(`${api.url}/my-games`);
      await page.waitForSelector('h1');
      await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
      if (await page.locator(row).count()) return;
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error(`${row} never appeared in My games`);
  }

  it('serves every page path as the app on a reload, none of them an api GET route; /viewer/ opens the replay page', async () => {
    const docs = await new ApiClient(api.url).call('GET', '/docs-json');
    const apiGets = Object.entries(docs.body.paths as Record<string, { get?: unknown }>)
      .filter(([, item]) => item.get)
      .map(([path]) => new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+')}/?$`));
    for (const path of Object.values(PAGE_PATHS)) {
      const concrete = path.replace(/:[a-z]+/g, '3f2c9a1e-0d5b-4c57-9e0a-6c1e2b7d4a10');
      expect(apiGets.filter((p) => p.test(concrete)).map(String)).toEqual([]);
      const res = await fetch(`${api.url}${concrete}`, { headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } });
      expect([concrete, res.status, res.headers.get('content-type')]).toEqual([concrete, 200, 'text/html; charset=utf-8']);
      const html = await res.text();
      expect(html).toContain('<div id="root">');
      // the api's settings for the page: no CARD_IMAGE_URL here, so cards show as text
      expect(html).toContain('<script id="app-config" type="application/json">{"cardImageUrl":null}</script>');
    }
    // api routes keep answering JSON, also to a browser
    const games = await fetch(`${api.url}/games/3f2c9a1e-0d5b-4c57-9e0a-6c1e2b7d4a10`, { headers: { accept: 'text/html' } });
    expect(games.headers.get('content-type')).toContain('application/json');
    // … but a person typing an api address into the browser is sent to the page that shows it (apps/api web-app.ts
    // PAGES_OF_API_ADDRESSES); with a query (an export) the address answers itself
    const typed = await newPage(contexts.admin);
    for (const [address, shown] of [
      ['/tournaments', '/events'],
      ['/cards', '/card-search'],
      ['/cards/101_104', '/card/101_104'],
    ]) {
      await typed.goto(`${api.url}${address}`);
      expect([address, new URL(typed.url()).pathname]).toEqual([address, shown]);
      await typed.waitForSelector('#root main');
    }
    const exported = await typed.goto(`${api.url}/tournaments/3f2c9a1e-0d5b-4c57-9e0a-6c1e2b7d4a10/standings?format=csv`);
    expect([new URL(typed.url()).pathname, exported?.status()]).toEqual(['/tournaments/3f2c9a1e-0d5b-4c57-9e0a-6c1e2b7d4a10/standings', 404]);
    await typed.close();
    const page = await newPage(contexts.admin);
    await page.goto(`${api.url}/viewer/?src=${encodeURIComponent('/nowhere')}`);
    await page.waitForSelector('.replay-page[data-ready="true"]');
    await page.waitForSelector('.notice.error');
    expect(await page.textContent('.notice.error')).toContain('Could not open the replay');
    await page.close();
  });

  it('a newcomer reads the start page, signs up and starts a game with the starter decks within a few clicks', async () => {
    // kor signs up first (the opponent needs an account)
    pages.p2 = await newPage(contexts.p2);
    await signUp(pages.p2, api.url, 'kor');
    expect(await accessibilityProblems(pages.p2)).toEqual([]);

    const page = (pages.p1 = await newPage(contexts.p1));
    await page.goto(`${api.url}/`);
    await page.waitForSelector('.deck-card');
    expect(await page.textContent('h1')).toContain('Star Trek Customizable Card Game');
    expect(await page.locator('.deck-card summary').allTextContents()).toEqual([expect.stringContaining('Federation starter'), expect.stringContaining('Klingon starter')]);
    expect(await accessibilityProblems(page)).toEqual([]);
    await page.screenshot({ path: join(SHOTS, 'landing-1280x800.png') });
    await page.click('text=Sign up and play');
    await page.waitForURL(/\/sign-up/);
    expect(await accessibilityProblems(page)).toEqual([]);
    await page.fill('input[name=handle]', 'kirk');
    await page.fill('input[name=displayName]', 'Kirk');
    await page.fill('input[name=password]', 'kirk-password-123');
    await page.click('button[type=submit]');
    await page.waitForURL(/\/new-game$/);
    await page.waitForFunction(() => document.querySelector<HTMLSelectElement>('#theirs-starter')?.value === '1');
    expect(await accessibilityProblems(page)).toEqual([]);
    // a mistyped handle is named, not a crash
    await page.fill('#opponent', 'nobody-here');
    await page.click('button[type=submit]');
    await page.waitForSelector('.notice.error');
    expect(await page.textContent('.notice.error')).toContain('no account "nobody-here"');
    await page.fill('#opponent', 'kor');
    await page.click('button[type=submit]');
    await page.waitForURL(/\/table\/[0-9a-f-]{36}$/);
    gameId = page.url().split('/').pop()!;
    await page.waitForSelector('.table-page');
    expect(page.errors).toEqual([]);

    // kor finds it under My games
    await openFromMyGames(pages.p2, `tr[data-game="${gameId}"]`);
    expect(await accessibilityProblems(pages.p2)).toEqual([]);
    await pages.p2.click(`tr[data-game="${gameId}"] >> text=Play`);
    await pages.p2.waitForURL(new RegExp(`/table/${gameId}$`));
    await pages.p2.waitForSelector('.table-page');
  });

  // ------------------------------------------------------------------------------------------
  // the whole game by clicking

  /** every state of the game, folded from the director's log (the test's truth) */
  const states: GameState[] = [];
  const syncStates = async () => {
    const log = await admin.call('GET', `/games/${gameId}/events?from=${states.length}`);
    expect(log.status).toBe(200);
    let state = states[states.length - 1] ?? initialState();
    for (const e of log.body.events) states.push((state = evolve(state, e.data as GameEvent)));
  };
  const directorView = (revision: number) => view(states[revision]!, 'director');
  let checks = 0;

  /** The page's DOM and every answer it received since the last check hold nothing hidden from `seat`. */
  async function checkNoLeaks(seat: Seat): Promise<void> {
    const page = pages[seat];
    await syncStates();
    const revision = await tableRevision(page);
    const hiddenNow = hiddenIids(directorView(revision), seat);
    const shown = await page.$$eval('[data-iid]', (els) => els.map((e) => (e as HTMLElement).dataset.iid!));
    expect(shown.filter((iid) => hiddenNow.has(iid))).toEqual([]);
    const all = new Set(Object.keys(states[states.length - 1]!.cards));
    const { json, live } = received[seat]!.drain();
    const eventsSeen: { revision: number; data: unknown }[] = [...live];
    for (const { url, body } of json) {
      expect(url).not.toContain('/replay');
      if (new RegExp(`/games/${gameId}$`).test(url)) {
        expect(leaksIn(body.view, directorView(body.revision), seat)).toEqual([]);
        // the seed is revealed in the final event (DESIGN.md › Randomness); before that, never
        if (body.view.phase !== 'ended') expect(secretsIn(body)).toEqual([]);
      }
      if (Array.isArray(body?.events)) eventsSeen.push(...body.events);
      expect(body?.statusCode).not.toBe(429);
    }
    for (const e of eventsSeen) {
      if ((e as { type?: string }).type !== 'GameEnded') expect(secretsIn(e.data)).toEqual([]);
      const before = e.revision === 0 ? new Set<string>() : hiddenIids(directorView(e.revision - 1), seat);
      const after = hiddenIids(directorView(e.revision), seat);
      expect([...iidsIn(e.data, all)].filter((iid) => before.has(iid) && after.has(iid))).toEqual([]);
    }
    checks++;
  }

  interface Offer {
    phase: string;
    turn: number;
    general: string[];
    cards: { iid: string; zone: string; label: string }[];
  }
  const offers = (page: Page): Promise<Offer> =>
    page.evaluate(() => ({
      phase: document.querySelector<HTMLElement>('.status')?.dataset.phase ?? '',
      turn: Number(document.querySelector<HTMLElement>('[data-turn]')?.dataset.turn ?? 0),
      general: [...document.querySelectorAll<HTMLElement>('.general-actions [data-command]')].map((b) => b.dataset.command!),
      cards: [...document.querySelectorAll<HTMLElement>('.card.has-actions')].map((c) => ({
        iid: c.dataset.iid!,
        zone: c.closest<HTMLElement>('[data-zone]')!.dataset.zone!,
        label: c.textContent ?? '',
      })),
    }));

  /** Click through an open dialog: the n-th variant, or the move/choice form as it comes. */
  async function finishDialog(page: Page, variant: number): Promise<void> {
    const dialog = page.locator('dialog[open]');
    if ((await dialog.count()) === 0) return;
    const variants = dialog.locator('.variants button');
    const n = await variants.count();
    if (n > 0) return variants.nth(variant % n).click();
    const boxes = dialog.locator('input[type=checkbox]');
    const legend = (await dialog.locator('legend').first().textContent()) ?? '';
    const pick = /Choose (\d+)/.exec(legend);
    if (pick) for (let i = 0; i < Number(pick[1]); i++) await boxes.nth(i).check();
    await dialog.locator('button[type=submit]').click();
  }

  /** Click a general action (and its dialog); wait until the table has moved on. */
  async function clickGeneral(page: Page, type: string, variant = 0): Promise<void> {
    const before = await tableRevision(page);
    await page.click(`.general-actions [data-command="${type}"]`);
    await finishDialog(page, variant);
    await tableAt(page, before + 1);
  }

  /** Select a card, click one of its actions (and the dialog); wait until the table has moved on. */
  async function clickCard(page: Page, iid: string, type: string, variant = 0): Promise<void> {
    const before = await tableRevision(page);
    await page.click(`.card[data-iid="${iid}"]`);
    await page.click(`.card-actions [data-command="${type}"]`);
    await finishDialog(page, variant);
    await tableAt(page, before + 1);
    if ((await page.getAttribute(`.card[data-iid="${iid}"]`, 'aria-pressed')) === 'true') await page.click(`.card[data-iid="${iid}"]`);
  }

  /** Both pages show the latest revision (the other one through the live stream). */
  async function settle(): Promise<number> {
    await syncStates();
    const revision = states.length - 1;
    await Promise.all((['p1', 'p2'] as const).map((s) => tableAt(pages[s], revision)));
    return revision;
  }

  const memo = { beamOffered: false, placed: { p1: 0, p2: 0 }, seeded: { p1: 0, p2: 0 }, done: new Set<string>(), timeCalled: false, manual: false, reconnect: false, stale: false, shots: false };
  const once = (key: string) => (memo.done.has(key) ? false : (memo.done.add(key), true));

  /** One step of play by one seat, chosen from what its page offers. Returns false when it offered nothing. */
  async function step(seat: Seat): Promise<boolean> {
    const page = pages[seat];
    const o = await offers(page);
    const has = (t: string) => o.general.includes(t);
    const card = (verb: string, zone?: string) => o.cards.find((c) => c.label.includes(verb) && (!zone || c.zone.startsWith(zone)));
    if (has('ChooseForDilemma')) return clickGeneral(page, 'ChooseForDilemma').then(() => true);
    if (has('RespondToManualEffect')) return clickGeneral(page, 'RespondToManualEffect').then(() => true);
    switch (o.phase) {
      case 'doorway':
        if (has('FinishSeeding')) return clickGeneral(page, 'FinishSeeding').then(() => true);
        return false;
      case 'mission':
        if (has('PlaceMission')) return clickGeneral(page, 'PlaceMission', memo.placed[seat]++).then(() => true);
        return false;
      case 'dilemma': {
        const dilemma = card('actions: Seed', `seed:${seat}`);
        if (dilemma && memo.seeded[seat] < 3) return clickCard(page, dilemma.iid, 'SeedUnderMission', memo.seeded[seat]++).then(() => true);
        if (has('FinishSeeding')) return clickGeneral(page, 'FinishSeeding').then(() => true);
        if (has('PassSeeding')) return clickGeneral(page, 'PassSeeding').then(() => true);
        return false;
      }
      case 'facility': {
        const outpost = card('Seed facility', `seed:${seat}`);
        if (outpost) return clickCard(page, outpost.iid, 'SeedFacility', seat === 'p1' ? 0 : 11).then(() => true);
        if (has('PassSeeding')) return clickGeneral(page, 'PassSeeding').then(() => true);
        return false;
      }
      case 'play': {
        if (!has('EndTurn')) return false;
        const t = `${seat}:${o.turn}`;
        if (has('BeginOrders')) {
          // a ship first (so crews have somewhere to beam), then personnel
          const shipAtSea = await page.locator(`.spaceline .card.ship.${seat}`).count();
          const reporters = o.cards.filter((c) => c.label.includes('Report for duty') && c.zone === `hand:${seat}`);
          const reporter = (shipAtSea ? undefined : reporters.find((c) => c.label.includes(', Ship'))) ?? reporters[0];
          if (reporter && once(`${t}:report`)) return clickCard(page, reporter.iid, 'ReportForDuty').then(() => true);
          return clickGeneral(page, 'BeginOrders').then(() => true);
        }
        const attempt = card('Attempt mission');
        if (attempt && once(`${t}:attempt`)) return clickCard(page, attempt.iid, 'AttemptMission').then(() => true);
        for (let i = 0; i < 2; i++) {
          const beam = o.cards.filter((c) => c.label.includes('Beam'))[i];
          if (beam) memo.beamOffered = true;
          if (beam && once(`${t}:beam${i}`)) return clickCard(page, beam.iid, 'Beam').then(() => true);
        }
        const ship = card('Fly');
        if (ship && o.turn >= 5 && once(`${t}:fly`)) return clickCard(page, ship.iid, 'Fly', o.turn).then(() => true);
        return clickGeneral(page, 'EndTurn').then(() => true);
      }
      default:
        return false;
    }
  }

  /** Manual effect by clicking: a count the engine refuses is shown in words with its rule; then one the opponent accepts. */
  async function manualEffect(seat: Seat): Promise<void> {
    const page = pages[seat];
    const other = pages[seat === 'p1' ? 'p2' : 'p1'];
    const before = await tableRevision(page);
    await page.click('[data-command="DeclareManualEffect"]');
    const dialog = page.locator('dialog[open]');
    expect(await accessibilityProblems(page)).toEqual([]);
    await dialog.locator('input').first().fill('draw cards (card text)');
    await dialog.locator('select').nth(1).selectOption('draw');
    await dialog.locator('input[type=number]').fill('11');
    await dialog.locator('button', { hasText: 'Add' }).click();
    await dialog.locator('button[type=submit]').click();
    await page.waitForSelector('.notice.violation');
    expect(await page.textContent('.notice.violation')).toMatch(/Not allowed: draw 1 to 10 cards/i);
    expect(await page.textContent('.notice.violation .rule')).toMatch(/^Rule: .+/);
    expect(await tableRevision(page)).toBe(before);

    await page.click('[data-command="DeclareManualEffect"]');
    await dialog.locator('input').first().fill('draw a card (card text)');
    await dialog.locator('select').nth(1).selectOption('draw');
    await dialog.locator('input[type=number]').fill('1');
    await dialog.locator('button', { hasText: 'Add' }).click();
    expect(await dialog.locator('.primitives li').first().textContent()).toMatch(/^(Kirk|Kor) draws 1 card/);
    await dialog.locator('button[type=submit]').click();
    await tableAt(page, before + 1);
    await other.waitForSelector('[data-manual-pending]');
    const described = await other.textContent('[data-manual-pending]');
    expect(described).toMatch(/declares a manual effect of .+: “draw a card \(card text\)”/);
    expect(described).not.toMatch(/\bc\d+\b/);
    await checkNoLeaks('p1');
    await checkNoLeaks('p2');
    await clickGeneral(other, 'RespondToManualEffect');
    await settle();
  }

  /** The live stream drops (the page goes offline) while the opponent plays; nothing is lost. */
  async function reconnect(offline: Seat, active: Seat): Promise<void> {
    await contexts[offline].setOffline(true);
    await pages[offline].waitForSelector('[data-connection="reconnecting"]', { timeout: 20_000 });
    const missed = await tableRevision(pages[active]);
    for (let i = 0; i < 2; i++) await step(active);
    expect(await tableRevision(pages[active])).toBeGreaterThan(missed);
    await contexts[offline].setOffline(false);
    await pages[offline].waitForSelector('[data-connection="live"]', { timeout: 30_000 });
    const revision = await settle();
    // the log on the page that was offline has every event since it went away
    const logged = await pages[offline].locator('.log .events li').count();
    expect(logged).toBeGreaterThanOrEqual(Math.min(80, revision));
  }

  /** A second tab that missed the latest moves acts on an old revision: 409, refreshed quietly. */
  async function staleTab(seat: Seat): Promise<void> {
    const tab = await newPage(contexts[seat]);
    await tab.route('**/live?**', (route) => route.abort());
    await tab.goto(`${api.url}/table/${gameId}`);
    await tab.waitForSelector('.table-page');
    const old = await tableRevision(tab);
    // the first tab moves on
    await step(seat);
    const now = await settle();
    expect(now).toBeGreaterThan(old);
    const stale = (await offers(tab)).general.find((t) => t !== 'Concede' && t !== 'PlaceMission');
    expect(stale).toBeDefined();
    await tab.click(`.general-actions [data-command="${stale}"]`);
    await tableAt(tab, now);
    expect(await tab.locator('.notice').count()).toBe(0);
    await tab.close();
  }

  async function screenshots(): Promise<void> {
    const missions = await pages.p1.locator('.spaceline .location').count();
    expect(missions).toBe(12);
    // all 12 missions inside the 1280 px window, none cut off
    const boxes = await pages.p1.$$eval('.spaceline .location', (els) => els.map((e) => e.getBoundingClientRect()).map((r) => [r.left, r.right]));
    expect(boxes.every(([l, r]) => l >= 0 && r <= 1280)).toBe(true);
    // and no card title on the spaceline broken inside a word ("Federatio / n Outpost"): each word on one line
    // (a hyphenated word may wrap at its hyphen)
    const brokenWords = await pages.p1.$$eval('.spaceline .card .title', (titles) =>
      titles.flatMap((t) => {
        const text = t.firstChild;
        if (!text || text.nodeType !== Node.TEXT_NODE) return [];
        const broken: string[] = [];
        for (const m of (text.textContent ?? '').matchAll(/[^\s-]+/g)) {
          const range = document.createRange();
          range.setStart(text, m.index!);
          range.setEnd(text, m.index! + m[0].length);
          if (new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size > 1) broken.push(m[0]);
        }
        return broken;
      }),
    );
    expect(brokenWords).toEqual([]);
    await pages.p1.screenshot({ path: join(SHOTS, 'table-mid-game-12-missions-1280x800.png') });
    await pages.p1.screenshot({ path: join(SHOTS, 'table-mid-game-12-missions-1280-full.png'), fullPage: true });
    expect(await accessibilityProblems(pages.p1)).toEqual([]);
    const phone = await newPage(contexts.p2);
    await phone.setViewportSize(PHONE.viewport);
    await phone.goto(`${api.url}/table/${gameId}`);
    await phone.waitForSelector('.table-page .spaceline');
    await phone.screenshot({ path: join(SHOTS, 'table-mid-game-12-missions-390x844.png') });
    await phone.screenshot({ path: join(SHOTS, 'table-mid-game-12-missions-390-full.png'), fullPage: true });
    expect(await accessibilityProblems(phone)).toEqual([]);
    await phone.close();
  }

  it('two players play the whole game by clicking; the admin calls time on the table; no hidden card reaches either page', async () => {
    for (const seat of ['p1', 'p2'] as const) {
      received[seat] = await watchResponses(pages[seat]);
      await pages[seat].reload();
      await pages[seat].waitForSelector('.table-page');
    }
    pages.admin = await newPage(contexts.admin);
    await signIn(pages.admin, api.url, 'admiral', 'starfleet-command');
    await pages.admin.goto(`${api.url}/table/${gameId}`);
    await pages.admin.waitForSelector('.table-page');
    await settle();
    await checkNoLeaks('p1');
    await checkNoLeaks('p2');
    // the seed phases wait for both players: a player reads "you" first, the watching admin both names
    const watching = (await pages.admin.textContent('[data-awaiting]'))!;
    const [first, second] = watching.replace('Waiting for ', '').split(' and ');
    expect(second).toBeTruthy();
    expect(await pages.p1.textContent('[data-awaiting]')).toMatch(new RegExp(`^Waiting for you and (${first}|${second})$`));
    expect(await pages.p2.textContent('[data-awaiting]')).toMatch(/^Waiting for you and /);
    expect(await accessibilityProblems(pages.p1)).toEqual([]);

    let clicked = 0;
    for (let steps = 0; steps < 400; steps++) {
      const phase = states[states.length - 1]!.phase;
      if (phase === 'ended') break;
      const turn = states[states.length - 1]!.turn;
      if (phase === 'play' && turn) {
        const active: Seat = turn.player;
        const idle: Seat = active === 'p1' ? 'p2' : 'p1';
        if (turn.number === 2 && turn.stage === 'orders' && !memo.manual) {
          memo.manual = true;
          await manualEffect(active);
          continue;
        }
        if (turn.number === 3 && !memo.reconnect) {
          memo.reconnect = true;
          await reconnect(idle, active);
          continue;
        }
        if (turn.number === 4 && turn.stage === 'orders' && !memo.stale) {
          memo.stale = true;
          await staleTab(active);
          continue;
        }
        if (turn.number >= 5 && turn.stage === 'orders' && !memo.shots) {
          memo.shots = true;
          await screenshots();
        }
        if (turn.number >= 6 && !memo.timeCalled) {
          memo.timeCalled = true;
          await pages.admin.waitForSelector('.general-actions [data-command="CallTime"]');
          await clickGeneral(pages.admin, 'CallTime');
          await settle();
          expect(await pages.p1.textContent('.status')).toContain('Time called');
        }
      }
      let acted = false;
      for (const seat of ['p1', 'p2'] as const) {
        if (await step(seat)) {
          acted = true;
          break;
        }
      }
      expect(acted).toBe(true);
      clicked++;
      await settle();
      await checkNoLeaks('p1');
      await checkNoLeaks('p2');
    }
    const final = states[states.length - 1]!;
    expect(final.phase).toBe('ended');
    expect(final.result?.reason).toBe('time-called');
    expect(memo).toMatchObject({ manual: true, reconnect: true, stale: true, shots: true, timeCalled: true });
    // the game was played: missions placed, dilemmas seeded, cards reported, orders given
    const types = new Set(
      (await admin.call('GET', `/games/${gameId}/events`)).body.events.map((e: { type: string }) => e.type),
    );
    for (const t of ['MissionPlaced', 'CardStaged', 'CardsSeededUnderMission', 'FacilitySeeded', 'CardReported', 'ManualEffectAccepted', 'TimeCalled', 'GameEnded'])
      expect([t, types.has(t)]).toEqual([t, true]);
    // the deal decides whether a crew could beam (a ship or a planet where the personnel are); when the table offered it, it was done
    if (memo.beamOffered) expect(types.has('CardsBeamed')).toBe(true);
    for (const seat of ['p1', 'p2'] as const) {
      await pages[seat].waitForSelector('.ended >> text=Open the replay');
      expect(await pages[seat].textContent('.status [data-result]')).toMatch(/time was called/);
      expect(pages[seat].errors).toEqual([]);
    }
    // both pages checked after every step
    expect(checks).toBeGreaterThanOrEqual(2 * clicked);
    // a page following the live stream stays well inside the default budget (RATE_LIMIT_PER_MINUTE 600 per token)
    const busiest = { p1: busiestMinute(received.p1!.requests), p2: busiestMinute(received.p2!.requests) };
    expect(Math.max(busiest.p1, busiest.p2)).toBeLessThan(300);
    console.log(
      `web e2e: ${clicked} clicked steps, ${states.length} events, ${checks} leak checks; busiest minute: ${busiest.p1} / ${busiest.p2} api requests (kirk / kor); events: ${[...types].sort().join(', ')}`,
    );
  });

  it('opens the replay from My games in the same board: step, jump to a turn, perspective, event links', async () => {
    const page = pages.p1;
    await openFromMyGames(page, `tr[data-game="${gameId}"][data-status="ended"]`);
    await page.click(`tr[data-game="${gameId}"] >> text=Replay`);
    await page.waitForURL(new RegExp(`/replay/${gameId}`));
    await page.waitForSelector('.replay-page[data-step]', { timeout: 60_000 });
    expect(await page.getAttribute('.replay-page', 'data-perspective')).toBe('p1');
    const at = (s: number, viewer: Parameters<typeof view>[1]) => expectedBoard(boardOf(view(states[s]!, viewer, { openAfterEnd: true })));
    const waitStep = (s: number) => page.waitForFunction((n) => document.querySelector<HTMLElement>('.replay-page')?.dataset.step === String(n), s);
    expect(await domBoard(page)).toEqual(at(0, { player: 'p1' }));

    for (let i = 0; i < 12; i++) await page.keyboard.press('ArrowRight');
    await waitStep(12);
    expect(await domBoard(page)).toEqual(at(12, { player: 'p1' }));
    await page.fill('#turn-input', '3');
    await page.click('#jump button');
    const turn3 = states.findIndex((s) => s.turn?.number === 3);
    await waitStep(turn3);
    expect(await domBoard(page)).toEqual(at(turn3, { player: 'p1' }));
    expect(await page.textContent('#position')).toContain('turn 3');
    await page.screenshot({ path: join(SHOTS, 'replay-p1-turn-3-1280x800.png') });
    expect(await accessibilityProblems(page)).toEqual([]);

    // an event in the list is a link to its step
    const mid = turn3 + 2;
    await page.click(`.events li[data-step="${mid}"] a`);
    await waitStep(mid);
    expect(page.url()).toContain(`step=${mid}`);
    expect(await domBoard(page)).toEqual(at(mid, { player: 'p1' }));
    // "(you)" is the signed-in player's own seat, whichever side is drawn
    expect(await page.locator('.player .you').count()).toBe(1);
    expect(await page.getAttribute('.player:has(.you)', 'data-seat')).toBe('p1');
    await page.selectOption('#perspective', 'p2');
    await page.waitForFunction(() => document.querySelector<HTMLElement>('.replay-page')?.dataset.perspective === 'p2');
    expect(await domBoard(page)).toEqual(at(mid, { player: 'p2' }));
    expect(await page.getAttribute('.player:has(.you)', 'data-seat')).toBe('p1');
    await page.selectOption('#perspective', 'full');
    await page.waitForFunction(() => document.querySelector<HTMLElement>('.replay-page')?.dataset.perspective === 'full');
    expect(await domBoard(page)).toEqual(at(mid, 'director'));
    await page.keyboard.press('End');
    await waitStep(states.length - 1);
    expect(await domBoard(page)).toEqual(at(states.length - 1, 'director'));
    await page.waitForSelector('.replay-page[data-verified="true"]');
    await page.screenshot({ path: join(SHOTS, 'replay-full-end-1280x800.png') });

    // the link reopens that step, on a phone
    const phone = await newPage(contexts.p2);
    await phone.setViewportSize(PHONE.viewport);
    await phone.goto(`${api.url}/replay/${gameId}?perspective=p2&step=${mid}`);
    await phone.waitForFunction((n) => document.querySelector<HTMLElement>('.replay-page')?.dataset.step === String(n), mid);
    expect(await domBoard(phone)).toEqual(at(mid, { player: 'p2' }));
    expect(await phone.getAttribute('.player:has(.you)', 'data-seat')).toBe('p2');
    await phone.screenshot({ path: join(SHOTS, 'replay-p2-390x844.png') });
    // someone else (the admin) reading the same side reads names, no "you"
    const other = await newPage(contexts.admin);
    await other.goto(`${api.url}/replay/${gameId}?perspective=p2&step=${mid}`);
    await other.waitForFunction((n) => document.querySelector<HTMLElement>('.replay-page')?.dataset.step === String(n), mid);
    expect(await other.locator('.player .you').count()).toBe(0);
    await other.close();
    expect(await accessibilityProblems(phone)).toEqual([]);
    expect([...page.errors, ...phone.errors]).toEqual([]);
    await phone.close();
  });
});
