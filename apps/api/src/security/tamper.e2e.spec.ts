import type { NestExpressApplication } from '@nestjs/platform-express';
import { starterDeckLists } from '@captains-log/cards';
import { buildAndStoreReplay, ChainBrokenError, EVENT_STORE, loadConfig, READ_MODELS, REPLAY_KEY, ReplayBuildThread } from '@captains-log/platform';
import { apiCaller, dropSchemas, schemaEnv, uniqueName, until, withTestDatabase, type ApiCall } from '@captains-log/testing';
import { createApi } from '../create-api';

/**
 * Issue 14 › 2: one stored event of a game changed in the database. The game's end must not be
 * sealed, the replay job must refuse to build or sign from the broken chain (no replay file),
 * /verify must report the first broken event, /health must flag the game, and directors see it in
 * the chain alerts.
 */
describe('a tampered game log (issue 14)', () => {
  const schema = uniqueName('tamper_test');
  let app: NestExpressApplication;
  let url: string;
  const tokens: Record<string, string> = {};
  let call: ApiCall;
  const [federation, klingon] = starterDeckLists();

  beforeAll(async () => {
    process.env.BOOTSTRAP_ADMIN = 'admiral:starfleet-command';
    try {
      // no REDIS_URL: jobs (the replay build) and projectors run in this process
      app = await createApi(loadConfig({ ...schemaEnv(schema), RATE_LIMIT_PER_MINUTE: '100000' }, 'api'));
      await app.listen(0, '127.0.0.1');
    } finally {
      delete process.env.BOOTSTRAP_ADMIN;
    }
    url = await app.getUrl();
    call = apiCaller(() => url, tokens);
    tokens.admiral = (await call(null, 'POST', '/sessions', { handle: 'admiral', password: 'starfleet-command' })).body.token;
    for (const handle of ['kirk', 'kor']) {
      const password = `${handle}-password-123`;
      await call(null, 'POST', '/accounts', { handle, displayName: handle.toUpperCase(), password });
      tokens[handle] = (await call(null, 'POST', '/sessions', { handle, password })).body.token;
    }
  });
  afterAll(async () => {
    await app?.close();
    await dropSchemas(schema);
  });

  it('refuses to build replays, reports the break on /verify and flags the game in /health', async () => {
    const created = await call('kirk', 'POST', '/games', {
      players: [
        { handle: 'kirk', deck: federation!.text },
        { handle: 'kor', deck: klingon!.text },
      ],
    });
    const id = created.body.gameId as string;
    // a hidden event: the first one whose data the seat's view redacts (a shuffle's order, a draw)
    const full = (await call('admiral', 'GET', `/games/${id}/events`)).body.events as { revision: number; data: unknown }[];
    const seat = (await call('kirk', 'GET', `/games/${id}/events`)).body.events as { revision: number; data: unknown }[];
    const hidden = full.find((e, i) => JSON.stringify(e.data) !== JSON.stringify(seat[i]!.data) && e.revision > 0) ?? full[0]!;

    await withTestDatabase((db) =>
      db.query(`UPDATE ${schema}_es.events SET data = data || '{"tampered": true}'::jsonb WHERE stream_id = $1 AND revision = $2`, [
        `game-${id}`,
        hidden.revision,
      ]),
    );

    const verify = await call('kirk', 'GET', `/games/${id}/verify`);
    expect(verify.body).toMatchObject({ ok: false, brokenAt: hidden.revision });

    // the game ends: its head must not be sealed (signed) from the broken chain
    const revision = (await call('kor', 'GET', `/games/${id}`)).body.revision;
    expect((await call('kor', 'POST', `/games/${id}/commands`, { expectedRevision: revision, command: { type: 'Concede' } })).status).toBe(200);
    const log = (await call('admiral', 'GET', `/games/${id}/events`)).body.events as { type: string }[];
    expect(log.at(-1)!.type).toBe('GameEnded');
    expect(log.map((e) => e.type)).not.toContain('GameSealed');

    // the replay job refuses the broken chain (what the worker runs, here in this process)
    const job = buildAndStoreReplay(app.get(EVENT_STORE), app.get(READ_MODELS), new ReplayBuildThread(app.get(REPLAY_KEY)), { gameId: id, revision: log.length - 1 });
    await expect(job).rejects.toThrow(ChainBrokenError);
    await expect(job).rejects.toThrow(`the hash chain is broken at revision ${hidden.revision}`);

    const health = await until(async () => {
      const h = await call(null, 'GET', '/health');
      return h.body.integrity?.chainAlerts?.some((a: { gameId: string; foundBy: string }) => a.gameId === id && a.foundBy === 'replay-job') ? h : null;
    }, 'the replay job flagging the game');
    expect(health.body.integrity).toMatchObject({ ok: false });
    const alert = health.body.integrity.chainAlerts.find((a: { gameId: string }) => a.gameId === id);
    expect(alert).toMatchObject({ stream: `game-${id}`, brokenAt: hidden.revision });

    const replay = await call('kirk', 'GET', `/games/${id}/replay`);
    expect(replay).toMatchObject({ status: 409, body: { code: 'CHAIN_BROKEN' } });
    const files = await withTestDatabase((db) => db.query(`SELECT count(*)::int AS n FROM ${schema}.replay_files WHERE game_id = $1`, [id]));
    expect(files.rows[0].n).toBe(0);

    if (process.env.SECURITY_REPORT) {
      console.log(JSON.stringify({ tampered: { revision: hidden.revision }, verify: verify.body, replay: replay.body, health: health.body.integrity }, null, 2));
    }
    // directors see the alerts; players do not
    const alerts = await call('admiral', 'GET', '/chain-alerts');
    expect(alerts.body.alerts.map((a: { gameId: string }) => a.gameId)).toContain(id);
    expect((await call('kirk', 'GET', '/chain-alerts')).status).toBe(403);
  });
});
