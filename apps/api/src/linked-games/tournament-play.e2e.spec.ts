import type { NestExpressApplication } from '@nestjs/platform-express';
import { starterDeckLists } from '@captains-log/cards';
import { loadConfig } from '@captains-log/platform';
import { apiCaller, dropSchemas, schemaEnv, uniqueName, until } from '@captains-log/testing';
import { createApi } from '../create-api';
import { RoundClock } from '../tournaments/round-clock';

/**
 * Tournament play from the browser, over HTTP on PostgreSQL: register with a saved deck, find your
 * table, start its linked game, report and confirm, drop; the director pauses and resumes the
 * round's clock (tournament rules › round time limit) and the round clock follows.
 */
describe('tournament play from the browser', () => {
  const schema = uniqueName('play_test');
  let app: NestExpressApplication;
  let url: string;
  const tokens: Record<string, string> = {};
  const ids: Record<string, string> = {};
  const [federation, klingon] = starterDeckLists();

  const call = apiCaller(() => url, tokens);

  beforeAll(async () => {
    process.env.BOOTSTRAP_ADMIN = 'admiral:starfleet-command';
    try {
      app = await createApi(loadConfig(schemaEnv(schema), 'api'));
      await app.listen(0, '127.0.0.1');
    } finally {
      delete process.env.BOOTSTRAP_ADMIN;
    }
    url = await app.getUrl();
    const signIn = async (handle: string, password: string) => {
      const session = (await call(null, 'POST', '/sessions', { handle, password })).body;
      tokens[handle] = session.token;
      ids[handle] = session.account.id;
    };
    await signIn('admiral', 'starfleet-command');
    await call('admiral', 'POST', '/accounts', { handle: 'td-jadzia', displayName: 'Jadzia', password: 'trill-symbiont-8', role: 'director' });
    await signIn('td-jadzia', 'trill-symbiont-8');
    for (const handle of ['sisko', 'kira', 'odo', 'quark', 'rom']) {
      await call(null, 'POST', '/accounts', { handle, displayName: handle[0]!.toUpperCase() + handle.slice(1), password: `${handle}-password-1` });
      await signIn(handle, `${handle}-password-1`);
    }
  });
  afterAll(async () => {
    await app?.close();
    await dropSchemas(schema);
  });

  it('registers with a saved deck, finds the table, starts its game, reports, confirms and drops; the clock pauses', async () => {
    const created = await call('td-jadzia', 'POST', '/tournaments', { name: 'Emissary Cup', game: '1E', format: '1E Open', swissRounds: 2, roundTimeLimitMinutes: 50 });
    const id = created.body.tournamentId as string;
    const deck = await call('sisko', 'POST', '/decks', { name: 'Defiant', deck: federation!.text, format: 'open' });
    expect(await call('sisko', 'POST', `/tournaments/${id}/players`, { deckId: '00000000-0000-4000-8000-000000000000' })).toMatchObject({ status: 404 });
    expect(await call('sisko', 'POST', `/tournaments/${id}/players`, { deckId: deck.body.id, deckList: federation!.text })).toMatchObject({ status: 400 });
    expect((await call('sisko', 'POST', `/tournaments/${id}/players`, { deckId: deck.body.id })).status).toBe(200);
    const players = await call('sisko', 'GET', `/tournaments/${id}/players`);
    expect(players.body.players.find((p: { playerId: string }) => p.playerId === ids.sisko).deckList).toBe(federation!.text);
    for (const handle of ['kira', 'odo', 'quark']) expect((await call(handle, 'POST', `/tournaments/${id}/players`, { deckList: klingon!.text })).status).toBe(200);

    // registered, not yet paired
    expect((await call('sisko', 'GET', `/tournaments/${id}/me`)).body).toMatchObject({ status: 'registration', player: { playerId: ids.sisko, name: 'Sisko', dropped: false }, round: null, table: null });
    expect((await call('td-jadzia', 'POST', `/tournaments/${id}/start`)).status).toBe(200);
    expect((await call('td-jadzia', 'POST', `/tournaments/${id}/rounds`)).status).toBe(200);

    const me = (await call('sisko', 'GET', `/tournaments/${id}/me`)).body;
    expect(me).toMatchObject({ status: 'swiss', round: { round: 1, started: false, pausedAt: null, timeExpired: false }, bye: null });
    const table = me.table.table as number;
    const opponent = Object.keys(ids).find((h) => ids[h] === me.table.opponent.playerId)!;
    expect(me.table).toMatchObject({ status: 'pending', gameId: null, report: null });
    const pairings = (await call(null, 'GET', `/tournaments/${id}/pairings`)).body.pairings as Array<{ table: number; playerA: string; playerB: string }>;
    const mine = pairings.find((p) => p.table === table)!;
    expect(me.table.seat).toBe(mine.playerA === ids.sisko ? 'a' : 'b');
    const other = pairings.find((p) => p.table !== table)!;
    const [otherA, otherB] = [other.playerA, other.playerB].map((pid) => Object.keys(ids).find((h) => ids[h] === pid)!);
    // someone not registered: no player, no table
    expect((await call('rom', 'GET', `/tournaments/${id}/me`)).body).toMatchObject({ player: null, table: null, round: { round: 1 } });

    // the table's game: a player of the table starts it, a repeat answers it, a stranger may not
    expect(await call(otherA!, 'POST', `/tournaments/${id}/rounds/1/tables/${table}/game`, {})).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
    const game = await call(opponent, 'POST', `/tournaments/${id}/rounds/1/tables/${table}/game`, {});
    expect(game).toMatchObject({ status: 201, body: { tournamentId: id, round: 1, table, created: true } });
    const gameId = game.body.gameId as string;
    expect(await call('sisko', 'POST', `/tournaments/${id}/rounds/1/tables/${table}/game`, {})).toMatchObject({ status: 200, body: { gameId, created: false } });
    const seat = mine.playerA === ids.sisko ? 'p1' : 'p2';
    expect((await call('sisko', 'GET', `/games/${gameId}`)).body.you).toEqual({ role: 'player', seat });
    expect((await call('td-jadzia', 'GET', `/games/${gameId}`)).body.you).toEqual({ role: 'director' });
    expect((await call('sisko', 'GET', `/tournaments/${id}/me`)).body.table.gameId).toBe(gameId);
    expect((await call('sisko', 'POST', `/tournaments/${id}/rounds/1/tables/99/game`, {})).status).toBe(404);

    // the director starts the round; the clock pauses and resumes, and the round clock follows
    const clock = app.get(RoundClock);
    const started = await call('td-jadzia', 'POST', `/tournaments/${id}/rounds/1/start`, {});
    const endsAt = started.body.events[0].endsAt as string;
    await until(() => clock.armed().some((t) => t.tournamentId === id && t.endsAt === endsAt), 'the round clock armed');
    expect(await call('sisko', 'POST', `/tournaments/${id}/rounds/1/pause`, {})).toMatchObject({ status: 403 });
    const paused = await call('td-jadzia', 'POST', `/tournaments/${id}/rounds/1/pause`, { reason: 'changeling on the station' });
    expect(paused.status).toBe(200);
    expect(paused.body.events[0]).toMatchObject({ type: 'RoundPaused', round: 1, reason: 'changeling on the station', rule: 'tournament rules › round time limit' });
    await until(() => !clock.armed().some((t) => t.tournamentId === id), 'the round clock disarmed');
    expect(await clock.fireDue(new Date(Date.parse(endsAt) + 1))).toEqual([]);
    expect((await call(null, 'GET', `/tournaments/${id}`)).body.rounds[0]).toMatchObject({ pausedAt: paused.body.events[0].at, endsAt });
    expect((await call('sisko', 'GET', `/tournaments/${id}/me`)).body.round.pausedAt).toBe(paused.body.events[0].at);
    await new Promise((r) => setTimeout(r, 1_100));
    const resumed = await call('td-jadzia', 'POST', `/tournaments/${id}/rounds/1/resume`, {});
    expect(resumed.status).toBe(200);
    const moved = resumed.body.events[0].endsAt as string;
    expect(Date.parse(moved) - Date.parse(endsAt)).toBe(resumed.body.events[0].pausedMs);
    expect(resumed.body.events[0].pausedMs).toBeGreaterThanOrEqual(1_100);
    await until(() => clock.armed().some((t) => t.tournamentId === id && t.endsAt === moved), 'the round clock re-armed for the moved end');
    expect((await call(null, 'GET', `/tournaments/${id}`)).body.rounds[0]).toMatchObject({ pausedAt: null, endsAt: moved, pausedMs: resumed.body.events[0].pausedMs });

    // the other table plays on paper: one reports, the other confirms
    const result = { kind: 'concession', conceded: ids[otherB!] };
    expect((await call(otherA!, 'POST', `/tournaments/${id}/rounds/1/tables/${other.table}/report`, { result })).status).toBe(200);
    expect((await call(otherB!, 'GET', `/tournaments/${id}/me`)).body.table).toMatchObject({ status: 'reported', report: { yoursToConfirm: true, reportedBy: ids[otherA!] } });
    expect((await call(otherA!, 'GET', `/tournaments/${id}/me`)).body.table.report.yoursToConfirm).toBe(false);
    expect((await call(otherB!, 'POST', `/tournaments/${id}/rounds/1/tables/${other.table}/confirm`, {})).status).toBe(200);
    expect((await call(otherB!, 'GET', `/tournaments/${id}/me`)).body.table).toMatchObject({ status: 'final', result: expect.stringContaining('concession'), report: null });
    // a table with its result has no game to start
    expect(await call('td-jadzia', 'POST', `/tournaments/${id}/rounds/1/tables/${other.table}/game`, {})).toMatchObject({
      status: 422,
      body: { code: 'RESULT_ALREADY_RECORDED' },
    });

    // sisko drops
    expect((await call('sisko', 'POST', `/tournaments/${id}/players/${ids.sisko}/drop`, {})).status).toBe(200);
    expect((await call('sisko', 'GET', `/tournaments/${id}/me`)).body.player).toMatchObject({ dropped: true, droppedAfterRound: 1 });

    const doc = (await call(null, 'GET', '/docs-json')).body;
    expect(doc.paths['/tournaments/{id}/rounds/{round}/tables/{table}/game'].post).toBeDefined();
    expect(doc.paths['/tournaments/{id}/me'].get).toBeDefined();
    expect(doc.paths['/tournaments/{id}/rounds/{round}/pause'].post.requestBody.content['application/json'].schema.properties.reason).toBeDefined();
    expect(doc.paths['/tournaments/{id}/players'].post.requestBody.content['application/json'].schema.properties.deckId).toBeDefined();
    expect(doc.paths['/tournaments/{id}/players'].post.requestBody.content['application/json'].schema.properties.guest).toBeDefined();
  });

  it('a director registers a walk-in without an account; their table plays on paper and a director records its result', async () => {
    const id = (await call('td-jadzia', 'POST', '/tournaments', { name: 'Walk-in Cup', game: '1E', format: '1E Open', swissRounds: 1 })).body.tournamentId as string;
    const list = klingon!.text;
    // only a director registers someone without an account, by a name, naming no account
    expect(await call('rom', 'POST', `/tournaments/${id}/players`, { guest: true, name: 'Nog', deckList: list })).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
    expect(await call('td-jadzia', 'POST', `/tournaments/${id}/players`, { guest: true, deckList: list })).toMatchObject({
      status: 400,
      body: { message: expect.stringContaining('a player without an account needs a name') },
    });
    expect(await call('td-jadzia', 'POST', `/tournaments/${id}/players`, { guest: true, name: 'Nog', handle: 'rom', deckList: list })).toMatchObject({ status: 400 });
    const key = { 'idempotency-key': 'walk-in-nog' };
    expect((await call('td-jadzia', 'POST', `/tournaments/${id}/players`, { guest: true, name: 'Nog', deckList: list }, key)).status).toBe(200);
    // the same request again (a double click, a retry) registers nobody new
    expect((await call('td-jadzia', 'POST', `/tournaments/${id}/players`, { guest: true, name: 'Nog', deckList: list }, key)).status).toBe(200);
    expect((await call('rom', 'POST', `/tournaments/${id}/players`, { deckList: federation!.text })).status).toBe(200);
    const players = (await call(null, 'GET', `/tournaments/${id}/players`)).body.players as Array<{ playerId: string; name: string }>;
    expect(players.map((p) => p.name).sort()).toEqual(['Nog', 'Rom']);
    const nog = players.find((p) => p.name === 'Nog')!.playerId;
    expect(nog).toMatch(/^guest-/);
    expect((await call('td-jadzia', 'POST', `/tournaments/${id}/start`)).status).toBe(200);
    expect((await call('td-jadzia', 'POST', `/tournaments/${id}/rounds`)).status).toBe(200);
    expect((await call('td-jadzia', 'POST', `/tournaments/${id}/rounds/1/start`, {})).status).toBe(200);

    // Rom's page says the opponent plays without an account; the table has no game to start
    const table = (await call('rom', 'GET', `/tournaments/${id}/me`)).body.table;
    expect(table).toMatchObject({ opponent: { playerId: nog, name: 'Nog', guest: true }, status: 'pending' });
    expect(await call('rom', 'POST', `/tournaments/${id}/rounds/1/tables/${table.table}/game`, {})).toMatchObject({
      status: 422,
      body: { code: 'PLAYS_ON_PAPER', message: `Nog was registered without an account and plays on paper: a director enters the result of table ${table.table}` },
    });
    // the director records the paper game's result
    const result = { kind: 'concession', conceded: nog };
    expect((await call('td-jadzia', 'POST', `/tournaments/${id}/rounds/1/tables/${table.table}/result`, { result })).status).toBe(200);
    expect((await call('rom', 'GET', `/tournaments/${id}/me`)).body.table).toMatchObject({ status: 'final', result: expect.stringContaining('concession') });
    const standings = (await call(null, 'GET', `/tournaments/${id}/standings`)).body.standings as Array<{ playerId: string; name: string; rank: number }>;
    expect(standings.map((r) => [r.rank, r.name])).toEqual([
      [1, 'Rom'],
      [2, 'Nog'],
    ]);
  });
});
