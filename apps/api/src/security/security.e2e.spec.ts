import type { NestExpressApplication } from '@nestjs/platform-express';
import { starterDeckLists } from '@captains-log/cards';
import { loadConfig } from '@captains-log/platform';
import { apiCaller, dropSchemas, schemaEnv, uniqueName, type ApiCall } from '@captains-log/testing';
import { createApi } from '../create-api';

/**
 * Issue 14, one test per failure found by probing main: rate limits by identity (not by the
 * header's spelling) and sign-in throttling; no 500 for NUL, lone surrogates or deep JSON; the live
 * stream's access check before any header; idempotency keys per caller and compared with the
 * request; `?access_token=` only where a header cannot be sent.
 */
describe('security (issue 14)', () => {
  const schema = uniqueName('security_test');
  let app: NestExpressApplication;
  let url: string;
  const tokens: Record<string, string> = {};
  let call: ApiCall;
  const [federation, klingon] = starterDeckLists();

  const signUp = async (handle: string) => {
    const password = `${handle}-password-123`;
    await call(null, 'POST', '/accounts', { handle, displayName: handle.toUpperCase(), password });
    const session = await call(null, 'POST', '/sessions', { handle, password });
    expect(session.status).toBe(201);
    tokens[handle] = session.body.token;
  };
  const raw = async (path: string, init: RequestInit) => {
    const res = await fetch(`${url}${path}`, init);
    const text = await res.text();
    return { status: res.status, headers: res.headers, body: text.startsWith('{') ? JSON.parse(text) : text };
  };
  const newGame = async (settings: Record<string, boolean> = {}) => {
    const created = await call('kirk', 'POST', '/games', {
      players: [
        { handle: 'kirk', deck: federation!.text },
        { handle: 'kor', deck: klingon!.text },
      ],
      settings,
    });
    expect(created.status).toBe(201);
    return created.body as { gameId: string; revision: number };
  };

  beforeAll(async () => {
    app = await createApi(loadConfig({ ...schemaEnv(schema), RATE_LIMIT_PER_MINUTE: '100000' }, 'api'));
    await app.listen(0, '127.0.0.1');
    url = await app.getUrl();
    call = apiCaller(() => url, tokens);
    for (const handle of ['kirk', 'kor', 'quark']) await signUp(handle);
  });
  afterAll(async () => {
    await app?.close();
    await dropSchemas(schema);
  });

  describe('1. rate limits and password guessing', () => {
    it('counts every spelling of one token in one bucket', async () => {
      await signUp('barclay');
      const token = tokens.barclay!;
      const limited = await createApi(loadConfig({ ...schemaEnv(schema), RATE_LIMIT_PER_MINUTE: '40', RUN_PROJECTORS: 'false' }, 'api'));
      await limited.listen(0, '127.0.0.1');
      const limitedUrl = await limited.getUrl();
      const spellings = [`Bearer ${token}`, `bearer ${token}`, `BEARER  ${token}`, `bEaReR   ${token}`, `Bearer\t${token}`];
      const statuses: number[] = [];
      try {
        for (let i = 0; i < 45; i++) {
          statuses.push((await fetch(`${limitedUrl}/me`, { headers: { authorization: spellings[i % spellings.length]! } })).status);
        }
      } finally {
        await limited.close();
      }
      expect(statuses.filter((s) => s === 200)).toHaveLength(40);
      expect(statuses.slice(40)).toEqual([429, 429, 429, 429, 429]);
    });

    it('slows then locks sign-in for an account after repeated wrong passwords, whatever the header', async () => {
      await call(null, 'POST', '/accounts', { handle: 'riker', displayName: 'Riker', password: 'number-one-1' });
      const attempt = (password: string, i: number) =>
        raw('/sessions', {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer${' '.repeat(1 + i)}${tokens.kirk}` },
          body: JSON.stringify({ handle: 'riker', password }),
        });
      const answers = [];
      for (let i = 0; i < 7; i++) answers.push(await attempt(`wrong-${i}`, i));
      expect(answers.slice(0, 5).map((a) => a.status)).toEqual([401, 401, 401, 401, 401]);
      // the sixth, at once: refused before the password is checked, with how long to wait
      expect(answers[5]).toMatchObject({ status: 429, body: { code: 'SIGN_IN_THROTTLED' } });
      expect(answers[5]!.body.message).toMatch(/too many failed sign-ins for "riker"; try again in \d+ s/);
      expect(Number(answers[5]!.headers.get('retry-after'))).toBeGreaterThan(0);
      // the right password does not get in while the account is throttled
      expect((await attempt('number-one-1', 99)).status).toBe(429);
    });
  });

  describe('3. bad strings and deep bodies are a 400 naming the field, never a 500', () => {
    it('refuses NUL and lone surrogates in any string', async () => {
      const nul = await call(null, 'POST', '/accounts', { handle: 'nul-test', displayName: 'Nul\u0000Name', password: 'long-enough-1' });
      expect(nul).toMatchObject({ status: 400 });
      expect(nul.body.message).toMatch(/body\.displayName: .*NUL/);
      const lone = await call(null, 'POST', '/accounts', { handle: 'lone-test', displayName: 'Lone \ud800 surrogate', password: 'long-enough-1' });
      expect(lone.status).toBe(400);
      expect(lone.body.message).toMatch(/body\.displayName: .*surrogate/);
      const tournament = await call('kirk', 'GET', `/tournaments?format=${encodeURIComponent('x\u0000')}`);
      expect(tournament.status).toBe(400);
      expect(tournament.body.message).toMatch(/query\.format/);
      const game = await newGame();
      const key = await call('kirk', 'POST', `/games/${game.gameId}/commands`, { expectedRevision: game.revision, command: { type: 'Concede' }, idempotencyKey: 'key-\u0000-nul' });
      expect(key.status).toBe(400);
      expect(key.body.message).toMatch(/body\.idempotencyKey/);
    });

    it('refuses a body nested deeper than the limit before validating it', async () => {
      const game = await newGame();
      const deep = `{"command":${'['.repeat(2000)}${']'.repeat(2000)}}`;
      const answer = await raw(`/games/${game.gameId}/commands`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.kirk}` },
        body: deep,
      });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toMatch(/body: nested deeper than 32 levels/);
    });

    it('answers 400 for a malformed, empty or non-object body', async () => {
      const game = await newGame();
      for (const body of ['{"command":', 'null', '"text"', '[]', '']) {
        const answer = await raw(`/games/${game.gameId}/commands`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.kirk}` },
          body,
        });
        expect([body, answer.status]).toEqual([body, 400]);
      }
    });
  });

  describe('4. streams check access before any header', () => {
    it('answers 403 (not an empty event stream) to an outsider of a closed game', async () => {
      const game = await newGame({ spectators: false });
      const live = await raw(`/games/${game.gameId}/live`, { headers: { authorization: `Bearer ${tokens.quark}` } });
      expect(live.status).toBe(403);
      expect(live.headers.get('content-type')).toMatch(/application\/json/);
    });
  });

  describe('5. idempotency keys belong to their caller and their request', () => {
    it('applies the opponent’s command sent with the other player’s key, and gives a spectator nothing', async () => {
      const game = await newGame();
      const kirkView = (await call('kirk', 'GET', `/games/${game.gameId}`)).body;
      const move = kirkView.legalCommands[0];
      const first = await call('kirk', 'POST', `/games/${game.gameId}/commands`, { expectedRevision: game.revision, command: move }, { 'idempotency-key': 'shared-key-1' });
      expect(first.status).toBe(200);
      const at = first.body.revision;
      const spectator = await call('quark', 'POST', `/games/${game.gameId}/commands`, { expectedRevision: game.revision, command: move }, { 'idempotency-key': 'shared-key-1' });
      expect(spectator.status).toBe(403);
      expect(spectator.body.events).toBeUndefined();
      const kor = await call('kor', 'POST', `/games/${game.gameId}/commands`, { expectedRevision: at, command: { type: 'Concede' } }, { 'idempotency-key': 'shared-key-1' });
      expect(kor.status).toBe(200);
      expect(kor.body.repeated).toBe(false);
      expect(kor.body.events.map((e: { type: string }) => e.type)).toContain('GameEnded');
    });

    it('answers 422 for the same key with a different request, and the original for the same one', async () => {
      const game = await newGame();
      const kirkView = (await call('kirk', 'GET', `/games/${game.gameId}`)).body;
      const move = kirkView.legalCommands[0];
      const first = await call('kirk', 'POST', `/games/${game.gameId}/commands`, { expectedRevision: game.revision, command: move }, { 'idempotency-key': 'kirk-key-2' });
      expect(first.status).toBe(200);
      const same = await call('kirk', 'POST', `/games/${game.gameId}/commands`, { expectedRevision: game.revision, command: move }, { 'idempotency-key': 'kirk-key-2' });
      expect(same.body).toEqual({ ...first.body, repeated: true });
      const other = await call('kirk', 'POST', `/games/${game.gameId}/commands`, { expectedRevision: first.body.revision, command: { type: 'Concede' } }, { 'idempotency-key': 'kirk-key-2' });
      expect(other).toMatchObject({ status: 422, body: { code: 'IDEMPOTENCY_KEY_REUSED' } });
      expect(other.body.message).toMatch(/kirk-key-2.*different request/);
    });

    it('honours Idempotency-Key on POST /games', async () => {
      const body = {
        players: [
          { handle: 'kirk', deck: federation!.text },
          { handle: 'kor', deck: klingon!.text },
        ],
      };
      const one = await call('kirk', 'POST', '/games', body, { 'idempotency-key': 'create-game-1' });
      const two = await call('kirk', 'POST', '/games', body, { 'idempotency-key': 'create-game-1' });
      expect(one.status).toBe(201);
      expect(two.body.gameId).toBe(one.body.gameId);
      const changed = await call('kirk', 'POST', '/games', { ...body, settings: { spectators: false } }, { 'idempotency-key': 'create-game-1' });
      expect(changed).toMatchObject({ status: 422, body: { code: 'IDEMPOTENCY_KEY_REUSED' } });
      // another caller's same key is their own
      const kors = await call('kor', 'POST', '/games', body, { 'idempotency-key': 'create-game-1' });
      expect(kors.status).toBe(201);
      expect(kors.body.gameId).not.toBe(one.body.gameId);
    });
  });

  it('binds a challenge’s Idempotency-Key to its request', async () => {
    const body = { opponent: 'kor', deck: federation!.text };
    const one = await call('kirk', 'POST', '/challenges', body, { 'idempotency-key': 'challenge-1' });
    const two = await call('kirk', 'POST', '/challenges', body, { 'idempotency-key': 'challenge-1' });
    expect(one.status).toBe(201);
    expect(two.body.id).toBe(one.body.id);
    const changed = await call('kirk', 'POST', '/challenges', { ...body, opponent: 'quark' }, { 'idempotency-key': 'challenge-1' });
    expect(changed).toMatchObject({ status: 422, body: { code: 'IDEMPOTENCY_KEY_REUSED' } });
  });

  describe('6. ?access_token= only where a header cannot be sent', () => {
    it('is refused on ordinary routes and accepted on the live stream', async () => {
      const me = await call(null, 'GET', `/me?access_token=${tokens.kirk}`);
      expect(me.status).toBe(401);
      expect(me.body.message).toMatch(/access_token/);
      const game = await newGame();
      const controller = new AbortController();
      const live = await fetch(`${url}/games/${game.gameId}/live?access_token=${tokens.kirk}`, { signal: controller.signal });
      expect(live.status).toBe(200);
      expect(live.headers.get('content-type')).toMatch(/text\/event-stream/);
      await live.body!.cancel();
      controller.abort();
      // the replay download (a link) takes it too: the game has not ended, so 409, not 401
      expect((await call(null, 'GET', `/games/${game.gameId}/replay?access_token=${tokens.kirk}`)).status).toBe(409);
      expect((await call(null, 'GET', `/games/${game.gameId}/events?access_token=${tokens.kirk}`)).status).toBe(401);
    });
  });
});
