import type { NestExpressApplication } from '@nestjs/platform-express';
import { starterDeckLists } from '@captains-log/cards';
import { loadConfig } from '@captains-log/platform';
import { apiCaller, dropSchemas, schemaEnv, uniqueName, until } from '@captains-log/testing';
import { createApi } from '../create-api';

/** The lobby over HTTP on PostgreSQL: challenge a handle or open a seat, accept (a game is made), decline, withdraw. */
describe('challenges', () => {
  const schema = uniqueName('challenges_test');
  let app: NestExpressApplication;
  let url: string;
  const tokens: Record<string, string> = {};
  const [federation, klingon] = starterDeckLists();

  const call = apiCaller(() => url, tokens);
  const listed = (as: string, list: 'mine' | 'toMe' | 'openSeats', id: string, status = 'open') =>
    until(async () => {
      const found = (await call(as, 'GET', `/challenges?status=${status}`)).body[list].find((c: { id: string }) => c.id === id);
      return found ?? null;
    }, `${id} in ${as}'s ${list}`);

  beforeAll(async () => {
    app = await createApi(loadConfig(schemaEnv(schema), 'api'));
    await app.listen(0, '127.0.0.1');
    url = await app.getUrl();
    for (const handle of ['sisko', 'kira', 'odo', 'quark']) {
      await call(null, 'POST', '/accounts', { handle, displayName: handle[0]!.toUpperCase() + handle.slice(1), password: `${handle}-password-1` });
      tokens[handle] = (await call(null, 'POST', '/sessions', { handle, password: `${handle}-password-1` })).body.token;
    }
  });
  afterAll(async () => {
    await app?.close();
    await dropSchemas(schema);
  });

  it('challenges a handle with a saved deck; the challenged player accepts and both find the game', async () => {
    const saved = await call('sisko', 'POST', '/decks', { name: 'Defiant crew', deck: federation!.text, format: 'open' });
    const issued = await call('sisko', 'POST', '/challenges', { opponent: 'kira', deckId: saved.body.id, settings: { spectators: false } });
    expect(issued.status).toBe(201);
    expect(issued.body).toMatchObject({
      status: 'open',
      challenger: { handle: 'sisko', name: 'Sisko' },
      opponent: { handle: 'kira', name: 'Kira' },
      settings: { openAfterEnd: true, spectators: false },
      you: 'challenger',
      yourDeck: { savedDeckId: saved.body.id, name: 'Defiant crew' },
      gameId: null,
    });
    const id = issued.body.id as string;

    const toKira = await listed('kira', 'toMe', id);
    expect(toKira).toMatchObject({ you: 'challenged', challenger: { handle: 'sisko' } });
    expect(toKira.yourDeck).toBeUndefined();
    expect(await listed('sisko', 'mine', id)).toMatchObject({ yourDeck: { name: 'Defiant crew' } });

    // someone else: not theirs to see or answer
    expect((await call('odo', 'GET', `/challenges/${id}`)).status).toBe(404);
    expect(await call('odo', 'POST', `/challenges/${id}/accept`, { deck: klingon!.text })).toMatchObject({
      status: 403,
      body: { code: 'NOT_CHALLENGED', rule: 'platform rule › challenges', message: 'the challenge is for kira' },
    });
    // a deck that breaks the rules is refused with every problem and its line
    const bad = await call('kira', 'POST', `/challenges/${id}/accept`, { deck: 'Draw Deck\n1x Kurn\n1x Kurm' });
    expect(bad).toMatchObject({ status: 422, body: { code: 'DECK_INVALID' } });
    expect(bad.body.problems).toEqual(expect.arrayContaining([expect.objectContaining({ code: 'UNKNOWN_CARD', line: 3 })]));
    expect((await call('kira', 'GET', `/challenges/${id}`)).body.status).toBe('open');

    const accepted = await call('kira', 'POST', `/challenges/${id}/accept`, { deck: klingon!.text });
    expect(accepted.status).toBe(200);
    expect(accepted.body.challenge).toMatchObject({ status: 'accepted', acceptedBy: { handle: 'kira' }, you: 'acceptor' });
    const gameId = accepted.body.gameId as string;
    expect(accepted.body.challenge.gameId).toBe(gameId);
    for (const [who, seat] of [['sisko', 'p1'], ['kira', 'p2']] as const) {
      const game = await call(who, 'GET', `/games/${gameId}`);
      expect(game.status).toBe(200);
      expect(game.body.you).toEqual({ role: 'player', seat });
    }
    // the settings went into the game: no spectators
    expect((await call('quark', 'GET', `/games/${gameId}`)).status).toBe(403);
    await until(async () => (await call('sisko', 'GET', '/games')).body.some((g: { id: string }) => g.id === gameId), 'the game in sisko’s list');
    await until(async () => (await call('kira', 'GET', '/games')).body.some((g: { id: string }) => g.id === gameId), 'the game in kira’s list');

    // accepting again answers the same game; anyone else finds it closed
    const again = await call('kira', 'POST', `/challenges/${id}/accept`, { deck: klingon!.text });
    expect(again).toMatchObject({ status: 200, body: { gameId, gameRevision: accepted.body.gameRevision } });
    expect(await call('sisko', 'POST', `/challenges/${id}/withdraw`, {})).toMatchObject({
      status: 409,
      body: { code: 'CHALLENGE_CLOSED', message: 'the challenge was accepted by kira' },
    });
    expect((await listed('sisko', 'mine', id, 'accepted')).gameId).toBe(gameId);
  });

  it('opens a seat anyone but its challenger may take', async () => {
    const seat = await call('quark', 'POST', '/challenges', { deck: klingon!.text });
    expect(seat.status).toBe(201);
    expect(seat.body).toMatchObject({ opponent: null, you: 'challenger' });
    const id = seat.body.id as string;
    expect(await listed('sisko', 'openSeats', id)).toMatchObject({ you: 'may-take-seat', challenger: { handle: 'quark' } });
    expect((await call('sisko', 'GET', `/challenges/${id}`)).body.you).toBe('may-take-seat');
    expect(await call('quark', 'POST', `/challenges/${id}/accept`, { deck: federation!.text })).toMatchObject({ status: 422, body: { code: 'OWN_CHALLENGE' } });
    expect(await call('odo', 'POST', `/challenges/${id}/decline`, {})).toMatchObject({ status: 422, body: { code: 'OPEN_SEAT' } });
    const taken = await call('odo', 'POST', `/challenges/${id}/accept`, { deck: federation!.text });
    expect(taken).toMatchObject({ status: 200, body: { challenge: { status: 'accepted', acceptedBy: { handle: 'odo' } } } });
    expect((await call('odo', 'GET', `/games/${taken.body.gameId}`)).body.you).toEqual({ role: 'player', seat: 'p2' });
    // once taken, only its players see it
    expect((await call('sisko', 'GET', `/challenges/${id}`)).status).toBe(404);
  });

  it('is declined by the challenged player and withdrawn by the challenger only', async () => {
    const toOdo = (await call('sisko', 'POST', '/challenges', { opponent: 'odo', deck: federation!.text })).body.id as string;
    const declined = await call('odo', 'POST', `/challenges/${toOdo}/decline`, { reason: 'on duty at the promenade' });
    expect(declined).toMatchObject({ status: 200, body: { status: 'declined', reason: 'on duty at the promenade', you: 'challenged' } });
    expect(await call('sisko', 'POST', `/challenges/${toOdo}/withdraw`, {})).toMatchObject({ status: 409, body: { code: 'CHALLENGE_CLOSED' } });

    const toQuark = (await call('sisko', 'POST', '/challenges', { opponent: 'quark', deck: federation!.text })).body.id as string;
    expect(await call('quark', 'POST', `/challenges/${toQuark}/withdraw`, {})).toMatchObject({ status: 403, body: { code: 'NOT_CHALLENGER' } });
    expect(await call('sisko', 'POST', `/challenges/${toQuark}/withdraw`, {})).toMatchObject({ status: 200, body: { status: 'withdrawn' } });
    expect(await call('quark', 'POST', `/challenges/${toQuark}/accept`, { deck: klingon!.text })).toMatchObject({ status: 409 });
    expect((await listed('sisko', 'mine', toQuark, 'withdrawn')).status).toBe('withdrawn');
    const open = (await call('sisko', 'GET', '/challenges')).body.mine.map((c: { id: string }) => c.id);
    expect(open).not.toContain(toQuark);
  });

  it('answers a repeated Idempotency-Key with the same challenge, and names every bad input', async () => {
    const once = await call('kira', 'POST', '/challenges', { opponent: 'odo', deck: klingon!.text }, { 'idempotency-key': 'ops-briefing-1' });
    const twice = await call('kira', 'POST', '/challenges', { opponent: 'odo', deck: klingon!.text }, { 'idempotency-key': 'ops-briefing-1' });
    expect(twice.body.id).toBe(once.body.id);
    expect(twice.headers.get('idempotent-replayed')).toBe('true');

    const both = await call('kira', 'POST', '/challenges', { deck: klingon!.text, deckId: '00000000-0000-4000-8000-000000000000' });
    expect(both).toMatchObject({ status: 400, body: { message: 'body.deck: send either deckId (one of your saved decks) or deck (a list), not both' } });
    expect(await call('kira', 'POST', '/challenges', { opponent: 'garak', deck: klingon!.text })).toMatchObject({
      status: 400,
      body: { message: 'body.opponent: no account "garak"' },
    });
    expect(await call('kira', 'POST', '/challenges', { opponent: 'kira', deck: klingon!.text })).toMatchObject({ status: 422, body: { code: 'SELF_CHALLENGE' } });
    const siskoDeck = (await call('sisko', 'GET', '/decks')).body.decks[0].id as string;
    expect((await call('kira', 'POST', '/challenges', { deckId: siskoDeck })).status).toBe(404);
    expect((await call('kira', 'GET', '/challenges?status=lost')).status).toBe(400);
    expect((await call('kira', 'POST', '/challenges/nope/accept', { deck: 'x' })).body.message).toBe('params.id: a challenge id is a UUID');
    expect((await call(null, 'GET', '/challenges')).status).toBe(401);

    const doc = (await call(null, 'GET', '/docs-json')).body;
    for (const path of ['/challenges', '/challenges/{id}/accept', '/challenges/{id}/decline']) {
      expect(doc.paths[path].post.requestBody.content['application/json'].schema).toBeDefined();
    }
  });
});
