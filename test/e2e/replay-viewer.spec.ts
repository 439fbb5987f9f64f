/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
import { createPublicKey, verify } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { starterDeckLists } from '@captains-log/cards';
import { evolve, initialState, view, type GameEvent, type GameState, type Viewer } from '@captains-log/engine';
import { boardOf, parseReplay, verifyReplay, type SignatureCheck } from '@captains-log/replay';
import { dropSchemas, schemaEnv, uniqueName } from '@captains-log/testing';
import { startApi, type ApiProcess } from '../support/api-process';
import { ApiClient, seededRandom } from '../support/http-client';
import { domBoard, expectedBoard } from '../support/board-dom';
import { accessibilityProblems, launchChromium, SHOTS } from '../support/web';

/**
 * Issue 8 in a browser: a real game played over HTTP ends, the replay job builds its files, and
 * Debian's Chromium (playwright-core) opens them in the web app's replay page (issue 12: the same
 * board as the live table), by the viewer's old link (/viewer/?src=…&token=…) and from a file. At
 * every visited step the board in the page is compared with the engine's view at that step.
 */
const check: SignatureCheck = (raw, message, signature) =>
  verify(
    null,
    Buffer.from(message),
    createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(raw, 'base64').toString('base64url') }, format: 'jwk' }),
    Buffer.from(signature, 'base64'),
  );

describe('the replay viewer in Chromium', () => {
  const schema = uniqueName('e2e_replay');
  const dataDir = mkdtempSync(join(tmpdir(), 'captains-log-replay-'));
  let api: ApiProcess;
  let browser: Browser;
  let kirk: ApiClient;
  let kor: ApiClient;
  let admin: ApiClient;
  let gameId: string;
  const states: GameState[] = [];

  beforeAll(async () => {
    api = await startApi({
      ...schemaEnv(schema),
      DATA_DIR: dataDir,
      BOOTSTRAP_ADMIN: 'admiral:starfleet-command',
      RATE_LIMIT_PER_MINUTE: '100000',
    });
    const session = await new ApiClient(api.url).call('POST', '/sessions', { handle: 'admiral', password: 'starfleet-command' });
    admin = new ApiClient(api.url, session.body.token);
    kirk = await ApiClient.account(api.url, 'kirk');
    kor = await ApiClient.account(api.url, 'kor');

    // a real game over HTTP, random legal commands (as game-over-http.spec.ts), then a concession
    const [federation, klingon] = starterDeckLists();
    const created = await kirk.call('POST', '/games', { players: [{ handle: 'kirk', deck: federation.text }, { handle: 'kor', deck: klingon.text }] });
    gameId = created.body.gameId;
    const seats = { p1: kirk, p2: kor } as const;
    const random = seededRandom(2267);
    let revision = created.body.revision as number;
    for (let i = 0; i < 260; i++) {
      const views = { p1: (await kirk.call('GET', `/games/${gameId}`)).body, p2: (await kor.call('GET', `/games/${gameId}`)).body };
      if (views.p1.view.phase === 'ended') break;
      const choices = (['p1', 'p2'] as const).flatMap((seat) =>
        (views[seat].legalCommands as { type: string }[]).filter((c) => c.type !== 'Concede' && c.type !== 'DeclareManualEffect').map((command) => ({ seat, command })),
      );
      const { seat, command } = choices[Math.floor(random() * choices.length)];
      const answer = await seats[seat].call('POST', `/games/${gameId}/commands`, { expectedRevision: revision, command });
      if (answer.status !== 200) throw new Error(`${JSON.stringify(command)}: ${answer.status} ${JSON.stringify(answer.body)}`);
      revision = answer.body.revision;
    }
    const now = (await admin.call('GET', `/games/${gameId}`)).body;
    if (now.view.phase !== 'ended') {
      const conceded = await kor.call('POST', `/games/${gameId}/commands`, { expectedRevision: now.revision, command: { type: 'Concede' } });
      expect(conceded.status).toBe(200);
    }
    const log = (await admin.call('GET', `/games/${gameId}/events`)).body;
    let state = initialState();
    for (const e of log.events) states.push((state = evolve(state, e.data as GameEvent)));
    expect(state.phase).toBe('ended');

    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    expect(await api?.stop()).toBe(0);
    await dropSchemas(schema);
    rmSync(dataDir, { recursive: true, force: true });
  });

  const viewAt = (step: number, viewer: Viewer) => expectedBoard(boardOf(view(states[step]!, viewer, { openAfterEnd: true })));
  const data = (page: Page, key: string) => page.getAttribute('.replay-page', `data-${key}`);
  const stepOf = async (page: Page) => Number(await data(page, 'step'));
  const waitStep = (page: Page, step: number) => page.waitForFunction((s) => document.querySelector<HTMLElement>('.replay-page')?.dataset.step === String(s), step);
  const waitFor = (page: Page, key: string, value: string) =>
    page.waitForFunction(([k, v]) => document.querySelector<HTMLElement>('.replay-page')?.dataset[k] === v, [key, value] as const);

  it('builds the replay files when the game ends, each verifiable, downloadable by the game’s access rules', async () => {
    let files: { perspective: string; size: number; buildMs: number }[] = [];
    for (let i = 0; i < 100 && files.length < 4; i++) {
      files = (await kirk.call('GET', `/games/${gameId}/replays`)).body.files ?? [];
      if (files.length < 4) await new Promise((r) => setTimeout(r, 100));
    }
    expect(files.map((f) => f.perspective)).toEqual(['public', 'p1', 'p2', 'full']);
    expect(files.every((f) => f.size > 1000 && f.buildMs >= 0)).toBe(true);
    const key = (await new ApiClient(api.url).call('GET', '/keys/replay')).body;
    expect(key).toMatchObject({ alg: 'Ed25519', raw: expect.any(String), keyId: expect.any(String) });
    for (const perspective of ['public', 'p1', 'p2', 'full']) {
      const res = await fetch(`${api.url}/games/${gameId}/replay?perspective=${perspective}`, { headers: { authorization: `Bearer ${kirk.token}` } });
      expect(res.status).toBe(200);
      const text = await res.text();
      const result = await verifyReplay(text, check, { trustedPublicKey: key.raw });
      expect(result.problems).toEqual([]);
      expect(parseReplay(text).header.steps).toBe(states.length);
    }
    const bad = await fetch(`${api.url}/games/${gameId}/replay?perspective=everything`, { headers: { authorization: `Bearer ${kirk.token}` } });
    expect(bad.status).toBe(400);
    expect((await fetch(`${api.url}/games/${gameId}/replay`)).status).toBe(401);
  });

  it('steps forwards and backwards, jumps to a turn, switches perspective; the board matches the engine’s view', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const src = encodeURIComponent(`/games/${gameId}/replay?perspective=p1`);
    await page.goto(`${api.url}/viewer/?src=${src}&token=${kirk.token}`);
    await page.waitForSelector('.replay-page[data-steps][data-step]');
    expect(await data(page, 'perspective')).toBe('p1');
    expect(await page.url()).not.toContain('token=');
    const p1: Viewer = { player: 'p1' };
    expect(await domBoard(page)).toEqual(viewAt(0, p1));

    for (let i = 0; i < 12; i++) await page.keyboard.press('ArrowRight');
    await waitStep(page, 12);
    expect(await domBoard(page)).toEqual(viewAt(12, p1));
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await waitStep(page, 10);
    expect(await domBoard(page)).toEqual(viewAt(10, p1));

    const turns = parseReplay(await (await fetch(`${api.url}/games/${gameId}/replay?perspective=p1`, { headers: { authorization: `Bearer ${kirk.token}` } })).text()).header.turns;
    expect(turns.length).toBeGreaterThanOrEqual(3);
    await page.fill('#turn-input', '3');
    await page.click('#jump button');
    await waitStep(page, turns[2]!.step);
    expect(await domBoard(page)).toEqual(viewAt(turns[2]!.step, p1));
    expect(await page.textContent('#position')).toContain('turn 3');
    await page.screenshot({ path: join(SHOTS, 'viewer-p1-turn-3-1280x800.png') });

    await page.keyboard.press('PageDown');
    await waitStep(page, turns[3]?.step ?? states.length - 1);
    await page.keyboard.press('Shift+ArrowLeft');
    await waitStep(page, turns[2]!.step);

    // a step in the middle of a turn, clicked in the event list
    const mid = turns[2]!.step + 3;
    await page.click(`.events li[data-step="${mid}"] a`);
    await waitStep(page, mid);
    expect(await domBoard(page)).toEqual(viewAt(mid, p1));

    // switch perspective: the same step, as spectators saw it
    await page.selectOption('#perspective', 'public');
    await waitFor(page, 'perspective', 'public');
    expect(await stepOf(page)).toBe(mid);
    expect(await domBoard(page)).toEqual(viewAt(mid, 'spectator'));
    await page.selectOption('#perspective', 'full');
    await waitFor(page, 'perspective', 'full');
    expect(await domBoard(page)).toEqual(viewAt(mid, 'director'));
    await page.screenshot({ path: join(SHOTS, 'viewer-full-mid-game-1280x800.png') });

    await page.keyboard.press('End');
    await waitStep(page, states.length - 1);
    expect(await domBoard(page)).toEqual(viewAt(states.length - 1, 'director'));
    await waitFor(page, 'verified', 'true');
    expect(await accessibilityProblems(page)).toEqual([]);
    await page.screenshot({ path: join(SHOTS, 'viewer-full-end-1280x800.png'), fullPage: true });

    // play for a moment, then pause
    await page.keyboard.press('Home');
    await page.selectOption('#speed', '10');
    await page.keyboard.press(' ');
    await page.waitForFunction(() => Number(document.querySelector<HTMLElement>('.replay-page')?.dataset.step) >= 5);
    await page.keyboard.press(' ');
    await waitFor(page, 'playing', 'false');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('opens at step N from a link, and from a dropped file without the server, on a phone-sized screen', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const src = encodeURIComponent(`/games/${gameId}/replay?perspective=p2`);
    const step = Math.floor(states.length / 2);
    await page.goto(`${api.url}/viewer/?src=${src}&token=${kor.token}&step=${step}`);
    await waitStep(page, step);
    expect(await domBoard(page)).toEqual(viewAt(step, { player: 'p2' }));
    await page.screenshot({ path: join(SHOTS, 'viewer-p2-phone-390x844.png'), fullPage: true });
    await page.close();

    // a file opened from disk: nothing is fetched from the server for the replay
    const full = await (await fetch(`${api.url}/games/${gameId}/replay?perspective=full`, { headers: { authorization: `Bearer ${admin.token}` } })).text();
    const file = join(dataDir, 'game.replay.jsonl');
    writeFileSync(file, full);
    const local = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await local.goto(`${api.url}/viewer/`);
    await local.waitForSelector('.replay-page[data-ready="true"]');
    await local.setInputFiles('#file', file);
    await waitFor(local, 'perspective', 'full');
    await local.keyboard.press('End');
    await waitStep(local, states.length - 1);
    expect(await domBoard(local)).toEqual(viewAt(states.length - 1, 'director'));
    await local.close();
  });
});
