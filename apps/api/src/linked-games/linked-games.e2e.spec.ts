import type { NestExpressApplication } from '@nestjs/platform-express';
import { starterDeckLists } from '@captains-log/cards';
import { loadConfig } from '@captains-log/platform';
import { dropSchemas, schemaEnv, uniqueName } from '@captains-log/testing';
import { createApi } from '../create-api';
import { RoundClock } from '../tournaments/round-clock';

/**
 * Games linked to a tournament pairing (issue 6 › casual or linked to a tournament pairing; issue 7
 * › linked games report their result; the round clock sends "time called" to the round's games).
 */
describe('games linked to a tournament round', () => {
  const schema = uniqueName('linked_test');
  let app: NestExpressApplication;
  let url: string;
  const tokens: Record<string, string> = {};

  const call = async (as: string | null, method: string, path: string, body?: unknown) => {
    const res = await fetch(`${url}${path}`, {
      method,
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(as ? { authorization: `Bearer ${tokens[as]}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : undefined };
  };
  const until = async <T>(probe: () => Promise<T | null | undefined | false>, what: string): Promise<T> => {
    for (let i = 0; i < 150; i++) {
      const value = await probe();
      if (value) return value;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`${what} did not happen`);
  };

  beforeAll(async () => {
    process.env.BOOTSTRAP_ADMIN = 'admiral:starfleet-command';
    try {
      app = await createApi(
        loadConfig(schemaEnv(schema), 'api'),
      );
      await app.listen(0, '127.0.0.1');
    } finally {
      delete process.env.BOOTSTRAP_ADMIN;
    }
    url = await app.getUrl();
    const signIn = async (handle: string, password: string) => {
      tokens[handle] = (await call(null, 'POST', '/sessions', { handle, password })).body.token;
    };
    await signIn('admiral', 'starfleet-command');
    await call('admiral', 'POST', '/accounts', { handle: 'td-jadzia', displayName: 'Jadzia', password: 'trill-symbiont-8', role: 'director' });
    await signIn('td-jadzia', 'trill-symbiont-8');
    for (const handle of ['sisko', 'kira', 'odo']) {
      await call(null, 'POST', '/accounts', { handle, displayName: handle, password: `${handle}-password-1` });
      await signIn(handle, `${handle}-password-1`);
    }
  });
  afterAll(async () => {
    await app?.close();
    await dropSchemas(schema);
  });

  it('refuses an unpaired link, calls time when the round clock runs out, and reports the result', async () => {
    const [federation, klingon] = starterDeckLists();
    const tournament = await call('td-jadzia', 'POST', '/tournaments', {
      name: 'Bajor Open',
      game: '1E',
      format: '1E Open',
      swissRounds: 1,
      roundTimeLimitMinutes: 1,
    });
    expect(tournament.status).toBe(201);
    const id = tournament.body.tournamentId as string;
    expect((await call('sisko', 'POST', `/tournaments/${id}/players`, { deckList: federation.text })).status).toBe(200);
    expect((await call('kira', 'POST', `/tournaments/${id}/players`, { deckList: klingon.text })).status).toBe(200);
    expect((await call('td-jadzia', 'POST', `/tournaments/${id}/start`)).status).toBe(200);
    expect((await call('td-jadzia', 'POST', `/tournaments/${id}/rounds`)).status).toBe(200);

    const players = [
      { handle: 'sisko', deck: federation.text },
      { handle: 'kira', deck: klingon.text },
    ];
    const wrongRound = await call('sisko', 'POST', '/games', { players, tournament: { id, round: 2 } });
    expect(wrongRound).toMatchObject({ status: 422, body: { code: 'NOT_PAIRED' } });
    const created = await call('sisko', 'POST', '/games', { players, tournament: { id, round: 1 } });
    expect(created.status).toBe(201);
    const gameId = created.body.gameId as string;
    // the tournament's director sees the whole table; a casual director would not
    expect((await call('td-jadzia', 'GET', `/games/${gameId}`)).body.you).toEqual({ role: 'director' });

    const started = await call('td-jadzia', 'POST', `/tournaments/${id}/rounds/1/start`);
    const endsAt = started.body.events[0].endsAt as string;
    await until(async () => (await call('sisko', 'GET', '/games')).body.some((g: { id: string }) => g.id === gameId), 'the games projection');
    await app.get(RoundClock).fireDue(new Date(Date.parse(endsAt) + 1));
    const called = await until(async () => {
      const g = (await call('sisko', 'GET', `/games/${gameId}`)).body;
      return g.view.timeCalled ? g : null;
    }, 'time called in the linked game');
    const log = (await call('td-jadzia', 'GET', `/games/${gameId}/events`)).body.events as { type: string }[];
    expect(log.filter((e) => e.type === 'TimeCalled')).toHaveLength(1);

    const conceded = await call('kira', 'POST', `/games/${gameId}/commands`, { expectedRevision: called.revision, command: { type: 'Concede' } });
    expect(conceded.status).toBe(200);
    const history = await until(async () => {
      const h = (await call('td-jadzia', 'GET', `/tournaments/${id}/history`)).body;
      return h.entries.some((e: { type: string }) => e.type === 'ResultRecorded') ? h : null;
    }, 'the result reaching the tournament');
    const recorded = history.entries.find((e: { type: string }) => e.type === 'ResultRecorded');
    expect(recorded).toMatchObject({ by: 'game-service', summary: 'round 1 table 1: concession by kira (100-0) (game)' });
  });
});
