import type { NestExpressApplication } from '@nestjs/platform-express';
import { loadConfig } from '@captains-log/platform';
import { dropSchemas, schemaEnv, uniqueName } from '@captains-log/testing';
import { createApi } from '../create-api';
import type { CommandType, JudgeCommandType } from '@captains-log/engine';

/**
 * The engine's command types a client sends on /games/:id/commands (CreateGame is the server's; the
 * judges' commands have endpoints of their own): the compiler keeps this list complete.
 */
const ENGINE_COMMANDS: Record<Exclude<CommandType, 'CreateGame' | JudgeCommandType>, true> = {
  SeedDoorway: true,
  FinishSeeding: true,
  PlaceMission: true,
  SeedUnderMission: true,
  PassSeeding: true,
  SeedFacility: true,
  SeedOnTable: true,
  ReportForDuty: true,
  PlayCard: true,
  BeginOrders: true,
  Beam: true,
  Walk: true,
  Dock: true,
  Commandeer: true,
  NullifyWithPresent: true,
  FileMissionReport: true,
  Undock: true,
  Fly: true,
  Land: true,
  TakeOff: true,
  EndTurn: true,
  DeclareManualEffect: true,
  NullifyBySkill: true,
  SpecialReport: true,
  RespondToManualEffect: true,
  Concede: true,
  CallTime: true,
  AttemptMission: true,
  ChooseForDilemma: true,
  CureDilemma: true,
  PassResponse: true,
  SetAutoPass: true,
  InitiatePersonnelBattle: true,
  InitiateShipBattle: true,
  ReturnFire: true,
  DeclineForcedBattle: true,
  UseCard: true,
  ActivateCard: true,
  CloakShip: true,
  Tow: true,
  SpecialDownload: true,
  ArrangeCards: true,
  MakeChoice: true,
  Infiltrate: true,
  ExposeInfiltrator: true,
  DrawTactic: true,
  ChooseTactic: true,
};

describe('accounts, sessions, roles, rate limits and the OpenAPI document', () => {
  const schema = uniqueName('auth_test');
  let app: NestExpressApplication;
  let url: string;

  const call = async (method: string, path: string, body?: unknown, token?: string) => {
    const res = await fetch(`${url}${path}`, {
      method,
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : undefined };
  };

  beforeAll(async () => {
    app = await createApi(
      loadConfig(
        {
          ...schemaEnv(schema),
          RATE_LIMIT_PER_MINUTE: '40',
        },
        'api',
      ),
    );
    process.env.BOOTSTRAP_ADMIN = 'admiral:starfleet-command';
    try {
      await app.listen(0, '127.0.0.1');
    } finally {
      delete process.env.BOOTSTRAP_ADMIN;
    }
    url = await app.getUrl();
  });
  afterAll(async () => {
    await app?.close();
    await dropSchemas(schema);
  });

  it('signs up a player, refuses a taken handle and names every bad field', async () => {
    const created = await call('POST', '/accounts', { handle: 'picard', displayName: 'Jean-Luc Picard', password: 'tea-earl-grey-hot' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ handle: 'picard', role: 'player', displayName: 'Jean-Luc Picard' });
    expect(created.body.passwordHash).toBeUndefined();

    const taken = await call('POST', '/accounts', { handle: 'picard', displayName: 'Locutus', password: 'resistance-is-futile' });
    expect(taken).toMatchObject({ status: 409, body: { message: 'the handle "picard" is taken' } });

    const bad = await call('POST', '/accounts', { handle: 'Q!', password: 'x', rank: 'captain' });
    expect(bad.status).toBe(400);
    expect(bad.body.problems.map((p: { field: string }) => p.field).sort()).toEqual([
      'body.displayName',
      'body.handle',
      'body.password',
      'body.rank',
    ]);
  });

  it('signs in, identifies the caller, and signs out', async () => {
    await call('POST', '/accounts', { handle: 'riker', displayName: 'Will Riker', password: 'number-one-1' });
    expect(await call('POST', '/sessions', { handle: 'riker', password: 'wrong-password' })).toMatchObject({
      status: 401,
      body: { message: 'unknown handle or wrong password' },
    });
    const session = await call('POST', '/sessions', { handle: 'riker', password: 'number-one-1' });
    expect(session.status).toBe(201);
    expect(session.body.token).toMatch(/^cl_/);
    const token = session.body.token as string;

    expect(await call('GET', '/me', undefined, token)).toMatchObject({ status: 200, body: { handle: 'riker', role: 'player' } });
    expect((await call('GET', '/me')).status).toBe(401);
    expect((await call('GET', '/me', undefined, 'cl_not-a-real-token')).body.message).toBe('the bearer token is not known');
    expect((await call('DELETE', '/sessions/current', undefined, token)).status).toBe(204);
    expect((await call('GET', '/me', undefined, token)).body.message).toBe('the bearer token was revoked (signed out)');
  });

  it('lets only an admin create directors (the first admin comes from BOOTSTRAP_ADMIN)', async () => {
    const director = { handle: 'td-worf', displayName: 'Worf', password: 'today-is-a-good-day', role: 'director' };
    await call('POST', '/accounts', { handle: 'data', displayName: 'Data', password: 'spot-the-cat-1' });
    const player = (await call('POST', '/sessions', { handle: 'data', password: 'spot-the-cat-1' })).body.token;
    expect(await call('POST', '/accounts', director, player)).toMatchObject({
      status: 403,
      body: { message: 'only an admin may create a director account' },
    });
    const admin = (await call('POST', '/sessions', { handle: 'admiral', password: 'starfleet-command' })).body;
    expect(admin.account.role).toBe('admin');
    expect(await call('POST', '/accounts', director, admin.token)).toMatchObject({ status: 201, body: { role: 'director' } });
  });

  it('publishes the OpenAPI document with the contracts as request schemas', async () => {
    const doc = await call('GET', '/docs-json');
    expect(doc.status).toBe(200);
    expect(Object.keys(doc.body.paths)).toEqual(expect.arrayContaining(['/health', '/accounts', '/sessions', '/me', '/cards']));
    const accountBody = doc.body.paths['/accounts'].post.requestBody.content['application/json'].schema;
    expect(accountBody.required).toEqual(['handle', 'displayName', 'password']);
    // every engine command a player or director sends, each with exactly its required fields
    const command = doc.body.paths['/games/{id}/commands'].post.requestBody.content['application/json'].schema.properties.command;
    const known = (command.anyOf[0].oneOf ?? command.anyOf[0].anyOf) as { properties: { type: { const: string } }; required: string[] }[];
    const required = Object.fromEntries(known.map((c) => [c.properties.type.const, c.required]));
    expect(Object.keys(required).sort()).toEqual(Object.keys(ENGINE_COMMANDS).sort());
    expect(required.AttemptMission).toEqual(['type', 'location']);
    expect(required.ChooseForDilemma).toEqual(['type', 'chosen']);
    expect(required.CureDilemma).toEqual(['type', 'dilemma']);
    expect(required.RespondToManualEffect).toEqual(['type', 'accept']);
  });

  it('answers 429 once a token exceeds its requests per minute', async () => {
    await call('POST', '/accounts', { handle: 'barclay', displayName: 'Reg Barclay', password: 'holodeck-addict' });
    const token = (await call('POST', '/sessions', { handle: 'barclay', password: 'holodeck-addict' })).body.token;
    const statuses: number[] = [];
    for (let i = 0; i < 45; i++) statuses.push((await call('GET', '/me', undefined, token)).status);
    expect(statuses.slice(0, 40).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(40)).toEqual([429, 429, 429, 429, 429]);
  });
});
