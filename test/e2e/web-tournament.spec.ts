/// <reference lib="dom" />
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { dropSchemas, schemaEnv, uniqueName } from '@captains-log/testing';
import { startApi, type ApiProcess } from '../support/api-process';
import { ApiClient } from '../support/http-client';
import {
  accessibilityProblems,
  DESKTOP,
  launchChromium,
  newPage,
  PHONE,
  SHOTS,
  signIn,
} from '../support/web';

/**
 * Issue 12 in Chromium: a director runs an 8-player, 3-round Swiss event from the dashboard — the
 * tournament made on the page, one player registered and one entered late on the page, a drop,
 * each round paired and its clock started (paused and resumed once), every result type entered at
 * the tables, a correction with a reason, finalised — and prints pairings (by table, by name, match
 * slips) and standings. Players register their decks over the api (test set-up); at the venue they
 * use their phone page: table, seat and opponent, starting the linked game, reporting and confirming
 * a result, dropping. The public page shows pairings both ways, standings with tiebreaks in words
 * and the round clock counting down.
 */
describe('tournaments in the browser', () => {
  const schema = uniqueName('e2e_web_t');
  const dataDir = mkdtempSync(join(tmpdir(), 'captains-log-web-t-'));
  let api: ApiProcess;
  let browser: Browser;
  let admin: ApiClient;
  let deckList: string;
  let tournamentId = '';
  const PLAYERS = ['anya', 'bashir', 'dax', 'garak', 'kira', 'nog', 'odo'];
  const clients: Record<string, ApiClient> = {};
  let directorContext: BrowserContext;
  let director: Page & { errors: string[] };

  beforeAll(async () => {
    api = await startApi({
      ...schemaEnv(schema),
      DATA_DIR: dataDir,
      BOOTSTRAP_ADMIN: 'admiral:starfleet-command',
    });
    const session = await new ApiClient(api.url).call('POST', '/sessions', {
      handle: 'admiral',
      password: 'starfleet-command',
    });
    admin = new ApiClient(api.url, session.body.token);
    await ApiClient.account(api.url, 'sisko', 'director', admin);
    for (const handle of [...PLAYERS, 'quark', 'rom'])
      clients[handle] = await ApiClient.account(api.url, handle);
    deckList = (await new ApiClient(api.url).call('GET', '/decks/starter')).body.decks[0].text;
    browser = await launchChromium();
    directorContext = await browser.newContext({ viewport: DESKTOP });
    director = await newPage(directorContext);
    director.on('dialog', (d) => void d.accept('came back after a family emergency'));
  });

  afterAll(async () => {
    await browser?.close();
    expect(await api?.stop()).toBe(0);
    await dropSchemas(schema);
    rmSync(dataDir, { recursive: true, force: true });
  });

  const revisionOf = async (page: Page) =>
    Number((await page.getAttribute('.director-page', 'data-revision')) || -1);

  /** One director action on the page: it is done when the dashboard shows a later revision. */
  async function act(page: Page, action: () => Promise<void>): Promise<void> {
    const before = await revisionOf(page);
    await action();
    try {
      await page.waitForFunction(
        (b) => {
          const el = document.querySelector<HTMLElement>('.director-page');
          return !!el && Number(el.dataset.revision) > b && el.dataset.busy === 'false';
        },
        before,
        { timeout: 20_000 },
      );
    } catch (e) {
      throw new Error(
        `${(e as Error).message}; the page says: ${await page.locator('.director-feedback').textContent()}`,
      );
    }
  }

  const button = (page: Page, name: string | RegExp) => page.getByRole('button', { name });

  /** Fill the Tournaments page's new-tournament form (field selector -> value), create it, and land on its dashboard. */
  async function createTournament(fields: Record<string, string>): Promise<void> {
    for (const [field, value] of Object.entries(fields)) await director.fill(field, value);
    await button(director, 'Create the tournament').click();
    await director.waitForURL(/\/event\/[0-9a-f-]{36}\/direct$/);
    tournamentId = director.url().split('/').slice(-2)[0]!;
    await director.waitForSelector('.director-page h1');
  }

  async function fillResult(
    form: Locator,
    r: { kind: string; who?: 'a' | 'b' | 'both'; scores?: [number, number]; reason?: string },
  ): Promise<void> {
    await form.locator('select[name=kind]').selectOption(r.kind);
    if (r.who) await form.locator('select[name=who]').selectOption(r.who);
    if (r.scores) {
      await form.locator('input[name=scoreA]').fill(String(r.scores[0]));
      await form.locator('input[name=scoreB]').fill(String(r.scores[1]));
    }
    if (r.reason) await form.locator('input[name=reason]').fill(r.reason);
  }

  async function record(table: number, r: Parameters<typeof fillResult>[1]): Promise<void> {
    const form = director.locator(`.table-card[data-table="${table}"] form.result-form`);
    await fillResult(form, r);
    await act(director, () => form.locator('button[type=submit]').click());
    await director.waitForSelector(`.table-card[data-table="${table}"][data-status="final"]`);
  }

  const pairings = async (round: number) =>
    (await admin.call('GET', `/tournaments/${tournamentId}/pairings?round=${round}`)).body
      .pairings as {
      table: number | null;
      playerA: string;
      playerAName: string;
      playerB: string | null;
      playerBName: string | null;
    }[];
  const handleOf = async (playerId: string) =>
    (await admin.call('GET', '/admin/accounts?pageSize=100')).body.accounts.find(
      (a: { id: string }) => a.id === playerId,
    ).handle as string;

  /** Open a print view from the dashboard's link, print it (PDF and a picture), return how many rows it shows. */
  async function printView(what: string, rows: string): Promise<number> {
    await director.goto(`${api.url}/event/${tournamentId}/direct`);
    await director.click(`a[href$="/print/${what}"]`);
    await director.waitForSelector(`.print-page[data-print="${what}"][data-ready="true"]`);
    const shown = await director.locator(rows).count();
    expect(await director.locator('header.top').count()).toBe(0);
    expect(await accessibilityProblems(director)).toEqual([]);
    await director.emulateMedia({ media: 'print' });
    expect(await director.locator('.no-print').isVisible()).toBe(false);
    await director.pdf({ path: join(SHOTS, `print-${what}.pdf`), format: 'A4' });
    await director.screenshot({ path: join(SHOTS, `print-${what}.png`), fullPage: true });
    await director.emulateMedia({ media: 'screen' });
    await director.goto(`${api.url}/event/${tournamentId}/direct`);
    await director.waitForSelector('.director-page h1');
    return shown;
  }

  async function playerPage(
    handle: string,
    phone = true,
    registered = true,
  ): Promise<Page & { errors: string[] }> {
    const context = await browser.newContext(phone ? PHONE : { viewport: DESKTOP });
    const page = await newPage(context);
    page.on('dialog', (d) => void d.accept());
    await signIn(page, api.url, handle, `${handle}-password-123`);
    await page.goto(`${api.url}/event/${tournamentId}/play`);
    if (registered) await page.waitForSelector('[data-registered="true"]');
    return page;
  }

  it('a director creates the tournament on the page; players register; the director registers one more', async () => {
    await signIn(director, api.url, 'sisko', 'sisko-password-123');
    await director.click('nav[aria-label=Main] >> text=Tournaments');
    await director.waitForURL(/\/events$/);
    await director.waitForSelector('form[aria-label="New tournament"]');
    expect(await accessibilityProblems(director)).toEqual([]);
    await createTournament({ '#t-name': 'Deep Space Nine Open', '#t-format': '1E Modern', '#t-rounds': '3', '#t-minutes': '50', '#t-cut': '4' });
    expect(await director.textContent('h1')).toBe('Deep Space Nine Open');

    // odo registers on his own page with a deck he saved
    const saved = await clients.odo!.call('POST', '/decks', {
      name: 'Odo’s Federation',
      deck: deckList,
    });
    expect(saved.status).toBe(201);
    const odo = await playerPage('odo', true, false);
    await odo.waitForSelector('#register-deck');
    expect(await accessibilityProblems(odo)).toEqual([]);
    await odo.selectOption('#register-deck', `saved:${saved.body.id}`);
    await odo.getByRole('button', { name: 'Register' }).click();
    await odo.waitForSelector('[data-registered="true"]');
    expect(await odo.textContent('[data-registered]')).toContain('Registered as ODO');
    await odo.context().close();

    for (const handle of PLAYERS.filter((h) => h !== 'odo'))
      expect(
        (await clients[handle]!.call('POST', `/tournaments/${tournamentId}/players`, { deckList }))
          .status,
      ).toBeLessThan(300);
    await director.reload();
    await director.waitForSelector('table.players tbody tr');
    expect(await director.locator('table.players tbody tr').count()).toBe(7);
    await director.fill('#reg-handle', 'quark');
    await director.fill('#reg-name', 'Quark');
    await act(director, () => button(director, 'Register').click());
    expect(await director.locator('table.players tbody tr').count()).toBe(8);
    expect(await director.textContent('[data-done]')).toBe('Quark is registered.');
    // before the start a player is registered, not yet playing
    expect(await director.textContent('table.players tbody tr[data-player="Quark"] td:nth-of-type(2)')).toBe('registered');
    expect(await accessibilityProblems(director)).toEqual([]);
  });

  it('runs three Swiss rounds and a top cut on the dashboard: pairs, starts and pauses the clock, enters every result type, corrects with a reason, prints the pairings', async () => {
    await act(director, () => button(director, 'Close registration and start').click());

    // ---- round 1: full win, modified win, concession, tie; the clock paused and resumed
    await act(director, () => button(director, 'Pair round 1').click());
    expect(await director.locator('.table-card').count()).toBe(4);
    // no result form the api would refuse before the round starts (tournament rules › results)
    expect(await director.locator('.table-card form.result-form').count()).toBe(0);
    expect(await director.textContent('.table-card[data-table="1"]')).toContain('Results are recorded once the round has started.');
    await act(director, () => button(director, 'Start round 1 (clock)').click());
    expect(await director.locator('.table-card form.result-form').count()).toBe(4);
    expect(await director.getAttribute('.round-clock', 'data-clock')).toBe('running');
    await act(director, () => button(director, 'Pause the clock').click());
    expect(await director.getAttribute('.round-clock', 'data-clock')).toBe('paused');
    await act(director, () => button(director, 'Resume the clock').click());
    expect(await director.textContent('.round-clock')).toMatch(
      /Round 1: \d+:\d\d left, ends at .+ \(your time\)/,
    );
    // a full win with the winner under 100 points is asked about first (1E rulebook › WINNING THE GAME):
    // nothing is recorded until the director confirms; correcting the score records it without asking
    const first = director.locator('.table-card[data-table="1"] form.result-form');
    await fillResult(first, { kind: 'full-win', who: 'a', scores: [60, 35] });
    await first.locator('button[type=submit]').click();
    expect(await first.locator('.result-doubt').textContent()).toMatch(/A full win is reached at 100 points; .+ has 60\./);
    expect(await first.locator('button[type=submit]').textContent()).toMatch(/anyway$/);
    expect(await director.getAttribute('.table-card[data-table="1"]', 'data-status')).not.toBe('final');
    await record(1, { kind: 'full-win', who: 'a', scores: [100, 35] });
    await record(2, { kind: 'modified-win', who: 'b', scores: [30, 60] });
    await record(3, { kind: 'concession', who: 'b' });
    await record(4, { kind: 'tie', scores: [40, 40] });
    // a modified win for the lower score is refused in words, with the rule
    await director.click('.table-card[data-table="2"] summary');
    const wrong = director.locator('.table-card[data-table="2"] form.result-form');
    await fillResult(wrong, {
      kind: 'modified-win',
      who: 'a',
      scores: [30, 60],
      reason: 'wrong winner',
    });
    await wrong.locator('button[type=submit]').click();
    await director.waitForSelector('.director-feedback .notice.violation');
    expect(await director.textContent('.director-feedback .notice.violation')).toContain(
      'A modified win goes to the higher score when time is called',
    );
    expect(await director.textContent('.director-feedback .notice.violation .rule')).toMatch(
      /^Rule: .+/,
    );

    // between rounds: a drop and a late entry, on the page
    const dropped = (await pairings(1))[3]!.playerBName!;
    await act(director, () => director.click(`button[aria-label="Drop ${dropped}"]`));
    expect(await director.textContent(`table.players tr[data-player="${dropped}"]`)).toContain(
      'dropped after round 1',
    );
    await director.fill('#reg-handle', 'rom');
    await act(director, () => button(director, 'Enter late').click());
    expect(await director.textContent('table.players tr[data-player="ROM"]')).toContain(
      'late entry',
    );

    // ---- round 2: decks exhausted, no-show, game loss, full win; then a correction with a reason
    await act(director, () => button(director, 'Pair round 2').click());
    expect(await director.locator('.table-card').count()).toBe(4);
    await act(director, () => button(director, 'Start round 2 (clock)').click());
    await record(1, { kind: 'decks-exhausted', scores: [70, 50] });
    await record(2, { kind: 'no-show', who: 'a' });
    await record(3, { kind: 'game-loss', who: 'b', reason: 'marked sleeves' });

    // the public page, mid-round, on a desktop and a phone (not signed in)
    const visitor = await newPage(await browser.newContext({ viewport: DESKTOP }));
    await visitor.goto(`${api.url}/event/${tournamentId}`);
    await visitor.waitForSelector('table.pairings.by-table');
    expect(await visitor.locator('table.pairings.by-table tbody tr').count()).toBe(4);
    const names = await visitor.locator('table.pairings.alphabetical tbody th').allTextContents();
    expect(names).toHaveLength(8);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(await visitor.textContent('.round-clock')).toMatch(
      /Round 2: \d+:\d\d left, ends at .+ \(your time\)/,
    );
    const left1 = Number(await visitor.getAttribute('.round-clock', 'data-seconds-left'));
    await visitor.waitForFunction(
      (l) => Number(document.querySelector<HTMLElement>('.round-clock')?.dataset.secondsLeft) < l,
      left1,
    );
    const why = await visitor.locator('table.standings td.why').allTextContents();
    expect(why[0]).toMatch(/^Ahead of .+: (more points than|level on points with)/);
    expect(why.join(' ')).not.toMatch(/\d\.\d{3,}/);
    expect(await visitor.textContent('.tiebreaks')).toContain('differential');
    expect(await accessibilityProblems(visitor)).toEqual([]);
    await visitor.screenshot({ path: join(SHOTS, 'tournament-public-1280x800.png') });
    await visitor.setViewportSize(PHONE.viewport);
    await visitor.screenshot({ path: join(SHOTS, 'tournament-public-390x844.png') });
    expect(await accessibilityProblems(visitor)).toEqual([]);
    expect(visitor.errors).toEqual([]);
    await visitor.context().close();

    // the dashboard mid-round
    await director.screenshot({ path: join(SHOTS, 'director-dashboard-1280x800.png') });
    await director.setViewportSize(PHONE.viewport);
    await director.screenshot({ path: join(SHOTS, 'director-dashboard-390x844.png') });
    expect(await accessibilityProblems(director)).toEqual([]);
    await director.setViewportSize(DESKTOP);

    await record(4, { kind: 'full-win', who: 'b', scores: [20, 100] });
    await director.click('.table-card[data-table="1"] summary');
    await fillResult(director.locator('.table-card[data-table="1"] form.result-form'), {
      kind: 'tie',
      scores: [50, 50],
      reason: 'score sheet misread',
    });
    await act(director, () =>
      director.locator('.table-card[data-table="1"] form.result-form button[type=submit]').click(),
    );
    expect(await director.textContent('.table-card[data-table="1"] [data-result]')).toContain(
      'tie',
    );
    expect(await director.textContent('ol.history')).toContain('score sheet misread');

    // a player drops from their own page
    const quitter = (await pairings(2))[0]!;
    const quitterHandle = await handleOf(quitter.playerA);
    const quitterPage = await playerPage(quitterHandle);
    await quitterPage.click('text=Drop from the tournament');
    await quitterPage.waitForSelector('text=you have dropped');
    await quitterPage.context().close();

    // ---- round 3: seven players (a bye); one table reports and confirms on the players' pages, one starts its linked game,
    // the director records a disqualification
    await director.reload();
    await director.waitForSelector('.director-page h1');
    await act(director, () => button(director, 'Pair round 3').click());
    await act(director, () => button(director, 'Start round 3 (clock)').click());
    const round3 = (await pairings(3)).filter((p) => p.table !== null);
    // round 3's pairings printed: three tables and a bye
    expect({
      byTable: await printView('pairings-by-table', 'table.pairings.by-table tbody tr'),
      byName: await printView('pairings-by-name', 'table.pairings.alphabetical tbody tr'),
      slips: await printView('match-slips', '.slip'),
    }).toEqual({ byTable: 4, byName: 7, slips: 3 });
    expect(round3).toHaveLength(3);
    expect(await director.textContent('.table-cards + p')).toMatch(/^Byes: .+\.$/);

    // table 1: the seat-1 player reports on a phone, the opponent confirms
    const [t1, t2, t3] = round3 as {
      table: number;
      playerA: string;
      playerAName: string;
      playerB: string;
      playerBName: string;
    }[];
    const reporter = await playerPage(await handleOf(t1!.playerA));
    expect(await reporter.getAttribute('.my-table', 'data-seat')).toBe('a');
    expect(await reporter.textContent('[data-opponent]')).toBe(t1!.playerBName);
    expect(await accessibilityProblems(reporter)).toEqual([]);
    await reporter.screenshot({
      path: join(SHOTS, 'tournament-player-390x844.png'),
      fullPage: true,
    });
    await reporter.click('details.report summary');
    await fillResult(reporter.locator('details.report form'), {
      kind: 'full-win',
      who: 'a',
      scores: [100, 55],
    });
    await reporter.click('details.report button[type=submit]');
    await reporter.waitForSelector('[data-result-status="reported"]');
    const confirmer = await playerPage(await handleOf(t1!.playerB));
    expect(await confirmer.textContent('.my-table .notice')).toContain(
      `Your opponent reported: full win ${t1!.playerAName}`,
    );
    await button(confirmer, 'Confirm').click();
    await confirmer.waitForSelector('[data-result-status="final"]');
    expect(confirmer.errors).toEqual([]);
    await reporter.context().close();
    await confirmer.context().close();

    // table 2: a player starts the linked game from the page; it opens at the table
    const gamer = await playerPage(await handleOf(t2!.playerB), false);
    await gamer.click('text=Start the game in the browser');
    await gamer.waitForURL(/\/table\/[0-9a-f-]{36}$/);
    await gamer.waitForSelector('.table-page');
    // the table names the event and round and runs the round's clock (1E rulebook › WINNING THE GAME › Organized Play: Time Limit)
    await gamer.waitForSelector('.tournament-round .round-clock');
    expect(await gamer.textContent('.tournament-round')).toMatch(/ · round 3\s*Round 3: \d+:\d\d left, ends at .+ \(your time\)/);
    expect(await gamer.getAttribute('.tournament-round a', 'href')).toBe(`/event/${tournamentId}/play`);
    const linkedGame = gamer.url().split('/').pop()!;
    await gamer.goto(`${api.url}/event/${tournamentId}/play`);
    await gamer.waitForSelector('.my-table >> text=Open the game');
    await gamer.context().close();

    // a judge call in that game shows on the dashboard, linked to the game's judge page (issue 13)
    const caller = clients[await handleOf(t2!.playerB)]!;
    expect(
      (
        await caller.call('POST', `/games/${linkedGame}/judge-calls`, {
          text: 'is this seed legal?',
        })
      ).status,
    ).toBe(200);
    for (let i = 0; i < 50; i++) {
      await director.reload();
      await director.waitForSelector('#judge-calls');
      if (await director.locator(`#judge-calls ~ ul a[href$="/judge/${linkedGame}"]`).count())
        break;
      await director.waitForTimeout(200);
    }
    expect(await director.textContent(`a[href$="/judge/${linkedGame}"]`)).toContain(
      'Round 3: 1 open call (call-1)',
    );

    // the director adds a floor judge by handle (a handle nobody has is named); the judge finds the
    // call from the event's page, which links the judges' desk for them (issue 13: docs/judges.md)
    await ApiClient.account(api.url, 'ezri');
    await director.fill('#judge-handle', 'nobody-here');
    await button(director, 'Add judge').click();
    await director.waitForFunction(() => document.querySelector('.director-feedback')?.textContent?.includes('no account with handle "nobody-here"'));
    await act(director, async () => {
      await director.fill('#judge-handle', 'ezri');
      await button(director, 'Add judge').click();
    });
    expect(await director.getAttribute('[data-judges]', 'data-judges')).toBe('ezri');
    const floor = await playerPage('ezri', false, false);
    await floor.goto(`${api.url}/event/${tournamentId}`);
    await floor.click('[data-judge-desk]');
    await floor.waitForSelector('tr[data-call=call-1]');
    expect(await floor.textContent('tr[data-call=call-1]')).toContain('is this seed legal?');
    expect(floor.errors).toEqual([]);
    await floor.context().close();
    await act(director, () => director.locator('li[data-judge=ezri] button', { hasText: 'Remove' }).click());
    expect(await director.getAttribute('[data-judges]', 'data-judges')).toBe('');
    expect(await director.textContent('.director-feedback')).toContain('no longer judges');

    await director.reload();
    await director.waitForSelector('.table-card');
    expect(
      await director.getAttribute(`.table-card[data-table="${t1!.table}"]`, 'data-status'),
    ).toBe('final');
    await record(t2!.table, { kind: 'full-win', who: 'b', scores: [45, 100] });
    await record(t3!.table, { kind: 'disqualification', who: 'a', reason: 'unsporting conduct' });

    // the top cut: the best four who are still in play a semi-final and a final
    await act(director, () => button(director, 'Start the top cut (top 4)').click());
    for (const [round, tables] of [
      [4, 2],
      [5, 1],
    ] as const) {
      await act(director, () => button(director, `Pair round ${round}`).click());
      expect(await director.locator('.table-card').count()).toBe(tables);
      expect(await director.textContent('#tables')).toContain('(top cut)');
      await act(director, () => button(director, `Start round ${round} (clock)`).click());
      for (let table = 1; table <= tables; table++)
        await record(table, { kind: 'full-win', who: 'a', scores: [100, 10 * table] });
    }
    await act(director, () => button(director, 'Finalise the tournament').click());
    expect(await director.textContent('.event-head')).toContain('Final');
    expect(await director.locator('text=The tournament is final.').count()).toBeGreaterThan(0);
    expect(director.errors).toEqual([]);

    // every result type was entered
    const history = (await admin.call('GET', `/tournaments/${tournamentId}/history`)).body.entries
      .map((e: { summary: string }) => e.summary)
      .join('\n');
    for (const words of [
      'full win',
      'modified win',
      'concession',
      'tie',
      'both decks empty',
      'no-show',
      'game loss',
      'disqualification',
    ])
      expect([words, history.toLowerCase().includes(words)]).toEqual([words, true]);
  });

  it('prints the standings; the public page shows the final standings', async () => {
    // nine players registered in all (one late entry), with the tiebreaks in words
    expect(await printView('standings', 'table.standings tbody tr')).toBe(9);
    const visitor = await newPage(await browser.newContext({ viewport: DESKTOP }));
    await visitor.goto(`${api.url}/event/${tournamentId}`);
    await visitor.waitForSelector('.final-standings li');
    const final = (await admin.call('GET', `/tournaments/${tournamentId}/standings`)).body
      .finalStandings;
    expect(await visitor.locator('.final-standings li').allTextContents()).toEqual(
      final.map((f: { name: string }) => f.name),
    );
    expect(await accessibilityProblems(visitor)).toEqual([]);
    expect([...visitor.errors, ...director.errors]).toEqual([]);
    await visitor.context().close();
  });

  it('registers a walk-in without an account on the dashboard; the opponent’s page says the table plays on paper; the director records it', async () => {
    await director.click('nav[aria-label=Main] >> text=Tournaments');
    await director.waitForURL(/\/events$/);
    await director.waitForSelector('form[aria-label="New tournament"]');
    // the list names the finished tournament's champion (it showed their player id) and its format once ("1E Modern")
    const champion = (await admin.call('GET', `/tournaments/${tournamentId}/standings`)).body.finalStandings[0].name as string;
    expect(await director.locator(`tr[data-tournament="${tournamentId}"] td`).allTextContents()).toEqual([
      'Deep Space Nine Open',
      '1E Modern',
      expect.stringMatching(new RegExp(`^Final, round \\d+, won by ${champion}$`)),
      '9',
      expect.any(String),
      'PlayDirect',
    ]);
    await createTournament({ '#t-name': 'Walk-in Wednesday', '#t-rounds': '1' });
    await director.getByLabel(/No account: a walk-in/).check();
    expect(await director.locator('#reg-handle').count()).toBe(0);
    await director.fill('#reg-name', 'Morn');
    await act(director, () => button(director, 'Register').click());
    expect(await director.textContent('[data-done]')).toBe('Morn is registered without an account (plays on paper).');
    expect(await director.locator('table.players tbody tr[data-player="Morn"]').count()).toBe(1);
    expect(await accessibilityProblems(director)).toEqual([]);
    expect((await clients.quark!.call('POST', `/tournaments/${tournamentId}/players`, { deckList })).status).toBeLessThan(300);
    await director.reload();
    await director.waitForSelector('table.players tbody tr[data-player="QUARK"]');
    await act(director, () => button(director, 'Close registration and start').click());
    await act(director, () => button(director, 'Pair round 1').click());
    await act(director, () => button(director, 'Start round 1 (clock)').click());
    // Quark's page: no game to start and no report to make (Morn cannot confirm one): a director records the result
    const quark = await playerPage('quark');
    await quark.waitForSelector('[data-on-paper="true"]');
    expect(await quark.textContent('[data-on-paper]')).toContain('Morn plays without an account');
    expect([await quark.locator('text=Start the game in the browser').count(), await quark.locator('details.report').count()]).toEqual([0, 0]);
    expect(quark.errors).toEqual([]);
    await quark.context().close();
    await record(1, { kind: 'concession', who: 'a' });
    expect(director.errors).toEqual([]);
  });
});
