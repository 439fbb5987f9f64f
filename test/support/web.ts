/// <reference lib="dom" />
/**
 * Helpers for the web app's browser tests (Debian's Chromium through playwright-core): launch the
 * browser, sign up through the pages, open a game's table, run axe-core, and watch every answer the
 * page receives from the api (JSON responses and the live stream's messages through the DevTools
 * protocol) so a test can check them for the other player's hidden cards.
 */
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const SHOTS = resolve(__dirname, '../../test-results/web');

export async function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: apt-get install -y chromium (.ci/run does)`);
  mkdirSync(SHOTS, { recursive: true });
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

export const DESKTOP = { width: 1280, height: 800 } as const;
export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;

/** A page that fails the test on any uncaught script error. */
export async function newPage(context: BrowserContext): Promise<Page & { errors: string[] }> {
  const page = (await context.newPage()) as Page & { errors: string[] };
  page.errors = [];
  page.on('pageerror', (e) => page.errors.push(e.message));
  return page;
}

/** Sign up through the pages (the sign-up form signs in too) and land on My games. */
export async function signUp(page: Page, base: string, handle: string, password = `${handle}-password-123`): Promise<void> {
  await page.goto(`${base}/sign-up`);
  await page.fill('input[name=handle]', handle);
  await page.fill('input[name=displayName]', handle.charAt(0).toUpperCase() + handle.slice(1));
  await page.fill('input[name=password]', password);
  await page.click('button[type=submit]');
  await page.waitForURL(/\/my-games$/);
}

export async function signIn(page: Page, base: string, handle: string, password: string): Promise<void> {
  await page.goto(`${base}/sign-in`);
  await page.fill('input[name=handle]', handle);
  await page.fill('input[name=password]', password);
  await page.click('button[type=submit]');
  await page.waitForURL(/\/my-games$/);
}

/** Wait until the table shows `revision` or later and no command is in flight. */
export async function tableAt(page: Page, revision: number): Promise<void> {
  await page.waitForFunction(
    (r) => {
      const t = document.querySelector<HTMLElement>('.table-page');
      return !!t && Number(t.dataset.revision) >= r && t.dataset.busy === 'false';
    },
    revision,
    { timeout: 20_000 },
  );
}

export async function tableRevision(page: Page): Promise<number> {
  return Number(await page.getAttribute('.table-page', 'data-revision'));
}

/** axe-core on the page as it is: the serious and critical violations, each as "rule: target". */
export async function accessibilityProblems(page: Page): Promise<string[]> {
  const source = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  await page.addScriptTag({ content: source });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id} (${v.impact}): ${v.targets.join(', ')}`);
}

/** Everything the page received from the api: JSON bodies by URL, and the live stream's messages. */
export interface Received {
  readonly json: { url: string; body: any }[];
  readonly live: any[];
  /** when the page sent each api request (ms since the epoch; page files not counted) */
  readonly requests: number[];
  /** read what arrived since the last call */
  drain(): { json: { url: string; body: any }[]; live: any[] };
}

export async function watchResponses(page: Page): Promise<Received> {
  const json: { url: string; body: any }[] = [];
  const live: any[] = [];
  const requests: number[] = [];
  page.on('request', (req) => {
    const path = new URL(req.url()).pathname;
    if (req.resourceType() === 'fetch' || req.resourceType() === 'xhr' || req.resourceType() === 'eventsource' || path.startsWith('/games')) requests.push(Date.now());
  });
  let jsonSeen = 0;
  let liveSeen = 0;
  page.on('response', async (res) => {
    if (!(res.headers()['content-type'] ?? '').includes('application/json')) return;
    try {
      json.push({ url: res.url(), body: await res.json() });
    } catch {
      /* a body the browser did not keep (navigation) */
    }
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  cdp.on('Network.eventSourceMessageReceived', (m: { data: string }) => live.push(JSON.parse(m.data)));
  return {
    json,
    live,
    requests,
    drain() {
      const out = { json: json.slice(jsonSeen), live: live.slice(liveSeen) };
      jsonSeen = json.length;
      liveSeen = live.length;
      return out;
    },
  };
}

/** The most requests in any 60-second window (what a per-minute rate limit sees). */
export function busiestMinute(times: readonly number[]): number {
  let best = 0;
  let start = 0;
  for (let end = 0; end < times.length; end++) {
    while (times[end]! - times[start]! >= 60_000) start++;
    best = Math.max(best, end - start + 1);
  }
  return best;
}
