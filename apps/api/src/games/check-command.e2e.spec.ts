import type { NestExpressApplication } from '@nestjs/platform-express';
import { starterDeckLists } from '@captains-log/cards';
import { loadConfig } from '@captains-log/platform';
import { apiCaller, dropSchemas, schemaEnv, uniqueName } from '@captains-log/testing';
import { createApi } from '../create-api';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * POST /games/:id/check over HTTP on PostgreSQL: the engine's answer to "would you take this
 * command from me now?" — allowed for what legalCommands offers, the 422's code, message and rule
 * for what it does not — and nothing appended either way. Players only; the body is validated.
 */
describe('POST /games/:id/check: why a command would be refused, without submitting it', () => {
  const schema = uniqueName('check_command_test');
  let app: NestExpressApplication;
  let url: string;
  const tokens: Record<string, string> = {};
  const call = apiCaller(() => url, tokens);

  beforeAll(async () => {
    app = await createApi(loadConfig(schemaEnv(schema), 'api'));
    await app.listen(0, '127.0.0.1');
    url = await app.getUrl();
    for (const handle of ['picard', 'gowron', 'quark']) {
      await call(null, 'POST', '/accounts', { handle, displayName: handle, password: `${handle}-password-1` });
      tokens[handle] = (await call(null, 'POST', '/sessions', { handle, password: `${handle}-password-1` })).body.token;
    }
  });
  afterAll(async () => {
    await app?.close();
    await dropSchemas(schema);
  });

  it('answers allowed for an offered command and the rule for a refused one; appends nothing', async () => {
    const [federation, klingon] = starterDeckLists();
    const created = await call('picard', 'POST', '/games', {
      players: [
        { handle: 'picard', deck: federation!.text },
        { handle: 'gowron', deck: klingon!.text },
      ],
    });
    expect(created.status).toBe(201);
    const gameId = created.body.gameId as string;
    const seatOf = { p1: 'picard', p2: 'gowron' } as Record<string, string>;
    const before = (await call('picard', 'GET', `/games/${gameId}`)).body;
    const awaited = seatOf[before.view.awaiting[0].player]!;
    const other = awaited === 'picard' ? 'gowron' : 'picard';
    const offered = ((await call(awaited, 'GET', `/games/${gameId}`)).body.legalCommands as Json[]).find((c) => c.type !== 'Concede')!;

    const yes = await call(awaited, 'POST', `/games/${gameId}/check`, { command: offered });
    expect(yes.status).toBe(200);
    expect(yes.body).toEqual({ gameId, revision: before.revision, allowed: true, problem: null });

    // ending a turn in the seed phases: refused, in the engine's words, with its rule
    const endTurn = { type: 'EndTurn' };
    const no = await call(other, 'POST', `/games/${gameId}/check`, { command: endTurn });
    expect(no.status).toBe(200);
    expect(no.body).toMatchObject({ gameId, revision: before.revision, allowed: false });
    expect(no.body.problem).toEqual({ code: expect.stringMatching(/^[A-Z_]+$/), message: expect.any(String), rule: expect.stringMatching(/rulebook/) });
    // submitting it says the same
    const submitted = await call(other, 'POST', `/games/${gameId}/commands`, { expectedRevision: before.revision, command: endTurn });
    expect(submitted.status).toBe(422);
    expect(JSON.stringify(submitted.body)).toContain(no.body.problem.code);

    // a ship flying in the seed phases: refused with a reason
    const fly = await call(awaited, 'POST', `/games/${gameId}/check`, { command: { type: 'Fly', ship: 'c1', to: 'L1' } });
    expect(fly.body.allowed).toBe(false);
    expect(fly.body.problem.message.length).toBeGreaterThan(5);

    // nothing was appended by the questions (the refused submission appends nothing either)
    expect((await call('picard', 'GET', `/games/${gameId}`)).body.revision).toBe(before.revision);

    // only the game's players ask; the body is checked; an unknown game is a 404
    expect((await call('quark', 'POST', `/games/${gameId}/check`, { command: offered })).status).toBe(403);
    const malformed = await call('picard', 'POST', `/games/${gameId}/check`, { command: { type: 'Fly' } });
    expect(malformed.status).toBe(400);
    expect(JSON.stringify(malformed.body)).toMatch(/body\.command/);
    expect((await call('picard', 'POST', `/games/00000000-0000-4000-8000-000000000000/check`, { command: offered })).status).toBe(404);
  });
});
