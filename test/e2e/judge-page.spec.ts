/// <reference lib="dom" />
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { starterDeckLists } from '@captains-log/cards';
import { dropSchemas, schemaEnv, uniqueName } from '@captains-log/testing';
import { startApi, type ApiProcess } from '../support/api-process';
import { ApiClient } from '../support/http-client';
import {
  accessibilityProblems,
  DESKTOP,
  launchChromium,
  newPage,
  SHOTS,
  signIn,
  tableAt,
} from '../support/web';

/**
 * Issue 13 in Chromium: a player calls a judge from the table pointing at an event; the judge
 * (an admin: casual games' judges) finds the open call on /judge, opens the game's judge page,
 * takes the call, reads what the pointed event changed in words, and rules a rewind to the event
 * before it; the page then shows the call ruled and the rewound branch struck through in the log,
 * and the player's table is back at the card play; a corrective effect (a score) is applied at once.
 */
describe('the judge page in Chromium', () => {
  const schema = uniqueName('e2e_judge');
  const dataDir = mkdtempSync(join(tmpdir(), 'captains-log-judge-'));
  let api: ApiProcess;
  let browser: Browser;
  let admin: ApiClient;
  let kirk: ApiClient;
  let kor: ApiClient;

  beforeAll(async () => {
    api = await startApi({
      ...schemaEnv(schema),
      DATA_DIR: dataDir,
      BOOTSTRAP_ADMIN: 'admiral:starfleet-command',
      RATE_LIMIT_PER_MINUTE: '100000',
    });
    const session = await new ApiClient(api.url).call('POST', '/sessions', {
      handle: 'admiral',
      password: 'starfleet-command',
    });
    admin = new ApiClient(api.url, session.body.token);
    kirk = await ApiClient.account(api.url, 'kirk');
    kor = await ApiClient.account(api.url, 'kor');
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    expect(await api?.stop()).toBe(0);
    await dropSchemas(schema);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('open call → take → diff in words → rewind ruling, from the pages', async () => {
    const [federation, klingon] = starterDeckLists();
    const created = await kirk.call('POST', '/games', {
      players: [
        { handle: 'kirk', deck: federation!.text },
        { handle: 'kor', deck: klingon!.text },
      ],
    });
    expect(created.status).toBe(201);
    const gameId = created.body.gameId as string;
    const seats = { p1: kirk, p2: kor } as const;
    // the seed phases through the api, from each player's legal commands
    for (let guard = 0; guard < 300; guard++) {
      const game = (await admin.call('GET', `/games/${gameId}`)).body;
      if (game.view.phase === 'play') break;
      const seat = game.view.awaiting[0].player as 'p1' | 'p2';
      const mine = (await seats[seat].call('GET', `/games/${gameId}`)).body;
      const legal = mine.legalCommands as Array<{ type: string }>;
      const pick =
        legal.filter((c) => c.type === 'PlaceMission').pop() ??
        legal.find((c) => c.type === 'SeedFacility') ??
        legal.find((c) => c.type === 'FinishSeeding') ??
        legal.find((c) => c.type === 'PassSeeding')!;
      expect(
        (
          await seats[seat].call('POST', `/games/${gameId}/commands`, {
            expectedRevision: mine.revision,
            command: pick,
          })
        ).status,
      ).toBe(200);
    }
    const playing = (await admin.call('GET', `/games/${gameId}`)).body;
    const first = playing.view.turn.player as 'p1' | 'p2';
    const second = first === 'p1' ? 'p2' : 'p1';
    const orders = await seats[first].call('POST', `/games/${gameId}/commands`, {
      expectedRevision: playing.revision,
      command: { type: 'BeginOrders' },
    });
    const pointed = orders.body.events[0].revision as number;

    // the judge waits at the desk before any call is made
    const judge = await newPage(await browser.newContext({ viewport: DESKTOP }));
    await signIn(judge, api.url, 'admiral', 'starfleet-command');
    await judge.goto(`${api.url}/judge`);
    await judge.waitForSelector('text=No open calls in the games you judge.');

    // the player who did not act calls a judge from the table
    const player = await newPage(await browser.newContext({ viewport: DESKTOP }));
    await signIn(
      player,
      api.url,
      second === 'p1' ? 'kirk' : 'kor',
      `${second === 'p1' ? 'kirk' : 'kor'}-password-123`,
    );
    await player.goto(`${api.url}/table/${gameId}`);
    await tableAt(player, pointed);
    await player.click('button[data-command=CallJudge]');
    await player.fill('dialog textarea[name=text]', 'orders began before I could respond');
    // the event is picked from the log's lines in words (a player sees no event numbers)
    expect(await player.textContent(`dialog select[name=revision] option[value="${pointed}"]`)).toContain('begins orders');
    await player.selectOption('dialog select[name=revision]', String(pointed));
    await player.click('dialog button[type=submit]');
    await player.waitForSelector('text=A judge has been called');
    // the call in the table's log names the event by its line, not by a number the player never saw
    await player.waitForSelector('.events li:has-text("calls a judge about")');
    expect(await player.locator('.events li:has-text("calls a judge about")').textContent()).toMatch(/calls a judge about “.+ begins orders.*”: “orders began before I could respond”/);
    // the caller's games list flags the game until the call is ruled (the games read model lags a moment)
    for (let i = 0; i < 50; i++) {
      await player.goto(`${api.url}/my-games`);
      await player.waitForSelector(`tr[data-game="${gameId}"]`);
      if (await player.locator(`tr[data-game="${gameId}"] .judge-flag`).count()) break;
      await player.waitForTimeout(200);
    }
    expect(await player.textContent(`tr[data-game="${gameId}"] .judge-flag`)).toContain(
      'judge called (1 open call)',
    );
    await player.goto(`${api.url}/table/${gameId}`);

    // the call arrives at the judge's desk on the judges' live stream, without a reload
    await judge.waitForSelector('tr[data-call=call-1]', { timeout: 15_000 });
    expect(await judge.textContent('tr[data-call=call-1]')).toContain(
      'orders began before I could respond',
    );
    expect(await accessibilityProblems(judge)).toEqual([]);
    await judge.click('tr[data-call=call-1] a');
    await judge.waitForSelector('.judge-page');
    expect(await judge.getAttribute('li[data-call=call-1]', 'data-state')).toBe('open');
    expect(await judge.textContent('[data-verify]')).toContain('Hash chain: intact');
    expect(await judge.getAttribute('[data-revalidation]', 'data-revalidation')).toBe('consistent');

    await judge.click('li[data-call=call-1] >> text=Take call-1');
    await judge.waitForSelector('li[data-call=call-1][data-state=taken]');
    expect(await judge.textContent('li[data-call=call-1]')).toContain('taken by admiral');

    // the game goes on while the judge reads it: the page follows the game's live stream (no reload)
    const mid = (await seats[first].call('GET', `/games/${gameId}`)).body;
    const endTurn = (mid.legalCommands as Array<{ type: string }>).find((c) => c.type === 'EndTurn')!;
    expect((await seats[first].call('POST', `/games/${gameId}/commands`, { expectedRevision: mid.revision, command: endTurn })).status).toBe(200);
    await judge.waitForFunction((h) => Number(document.querySelector<HTMLElement>('.judge-page')?.dataset.head) > h, mid.revision as number, { timeout: 15_000 });

    // the call's event link shows the game after that event, its line marked in the log
    await judge.click(`li[data-call=call-1] >> text=event ${pointed}`);
    await judge.waitForSelector(`.judge-log li.current[data-revision="${pointed}"]`);
    // what the pointed event changed, in words
    await judge.fill('input[name=from]', String(pointed - 1));
    await judge.fill('input[name=to]', String(pointed));
    await judge.click('text=What changed?');
    await judge.waitForSelector('ul.changes li');
    expect(await judge.locator('ul.changes li').allTextContents()).toContain(
      `${first === 'p1' ? 'KIRK' : 'KOR'}'s turn went from the card play to orders`,
    );
    // the whole record: deck orders and seed cards, every event with its sender
    expect(await judge.locator('.hidden-cards [data-zone="draw:p1"]').textContent()).not.toContain(
      'hidden',
    );
    expect(await judge.textContent(`.judge-log li[data-revision="${pointed}"]`)).toContain(
      `by ${first === 'p1' ? 'kirk' : 'kor'}`,
    );

    // a location named by its mission's title, as the table and the replay name it (not the engine's lower-case key)
    expect(await judge.locator('.judge-log li').filter({ hasText: 'Outpost at' }).first().textContent()).toMatch(/Outpost at [A-Z]/);
    // the ruling: rewind to the event before
    await judge.selectOption('select[name=call]', 'call-1');
    await judge.fill('textarea[name=decision]', 'orders began too early: back to the card play');
    await judge.selectOption('select[name=remedy]', 'rewind');
    await judge.fill('input[name=to]', String(pointed - 1));
    await judge.click('form.ruling button[type=submit]');
    await judge.waitForSelector('text=Ruling recorded.');
    await judge.waitForSelector('li[data-call=call-1][data-state=ruled]');
    // the form starts afresh (no second ruling by accident)
    expect(await judge.inputValue('textarea[name=decision]')).toBe('');
    expect(await judge.inputValue('select[name=remedy]')).toBe('none');
    expect(await judge.locator(`.judge-log li.rewound[data-revision="${pointed}"]`).count()).toBe(
      1,
    );
    expect(await judge.locator('.judge-log li.ruling').count()).toBeGreaterThanOrEqual(1);
    // the judge's own steps name the judge (not an account id)
    expect(await judge.locator('.judge-log li.ruling').first().textContent()).toContain('by admiral');
    // the player's table strikes the rewound branch through in its log
    await player.waitForSelector('.events li.rewound');
    expect(await player.locator('.events li.rewound').allTextContents()).toContainEqual(expect.stringContaining('begins orders'));
    await player.waitForSelector('text=1 judge call in this game, ruled.');
    expect(await accessibilityProblems(judge)).toEqual([]);
    await judge.screenshot({ path: join(SHOTS, 'judge-page-1280x800.png'), fullPage: true });

    // the game continues from there: the acting player is back at the card play
    const after = (await seats[first].call('GET', `/games/${gameId}`)).body;
    expect(after.view.turn).toMatchObject({ player: first, stage: 'card-play' });

    // a corrective effect on the judge's own: 5 points for the caller, applied at once, flagged with the ruling
    await judge.selectOption('select[name=call]', '');
    await judge.fill(
      'textarea[name=decision]',
      'points of a mission scored by a card the engine does not automate',
    );
    await judge.selectOption('select[name=remedy]', 'correct');
    await judge.selectOption('select[name=fix]', 'score');
    await judge.selectOption('select[name=player]', second);
    await judge.fill('input[name=points]', '5');
    // a fix of two changes: the score, and the other player's draw deck shuffled
    await judge.click('text=Add another change');
    expect(await judge.textContent('ol.changes')).toContain('+5 points');
    await judge.selectOption('select[name=fix]', 'shuffle');
    await judge.selectOption('select[name=player]', first);
    await judge.click('form.ruling button[type=submit]');
    await judge.waitForFunction(
      () => document.querySelectorAll('.judge-log li.ruling').length >= 4,
    );
    expect((await seats[second].call('GET', `/games/${gameId}`)).body.view.score[second]).toEqual({
      points: 5,
      bonus: 0,
    });
    await judge.waitForSelector('.judge-log li.ruling:has-text("shuffled")');

    // a casual game's record closes with its seal: the page says so instead of offering a ruling the api refuses
    const now = (await seats[second].call('GET', `/games/${gameId}`)).body;
    expect((await seats[second].call('POST', `/games/${gameId}/commands`, { expectedRevision: now.revision, command: { type: 'Concede' } })).status).toBe(200);
    await judge.reload();
    await judge.waitForSelector('[data-closed]');
    expect(await judge.textContent('[data-closed]')).toContain('its record is closed');
    expect(await judge.locator('form.ruling').count()).toBe(0);
    expect(player.errors).toEqual([]);
    expect(judge.errors).toEqual([]);
  });
});
