import type { NestExpressApplication } from '@nestjs/platform-express';
import { loadConfig } from '@captains-log/platform';
import { apiCaller, dropSchemas, schemaEnv, uniqueName } from '@captains-log/testing';
import { createApi } from '../create-api';

/** First-run set-up of the first admin (token from the api's log), the account list and role changes, on PostgreSQL. */
describe('admin: first-run set-up, accounts and roles', () => {
  const schema = uniqueName('admin_test');
  let app: NestExpressApplication;
  let url: string;
  let setupToken: string;
  const tokens: Record<string, string> = {};
  const ids: Record<string, string> = {};

  const call = apiCaller(() => url, tokens);
  const signIn = async (handle: string, password: string) => {
    const session = (await call(null, 'POST', '/sessions', { handle, password })).body;
    tokens[handle] = session.token;
    ids[handle] = session.account.id;
    return session;
  };

  beforeAll(async () => {
    delete process.env.BOOTSTRAP_ADMIN;
    // the token is only in the api's log: read it from what the logger writes
    const logged: string[] = [];
    const spies = [process.stdout, process.stderr].map((stream) =>
      jest.spyOn(stream, 'write').mockImplementation((chunk: unknown) => {
        logged.push(String(chunk));
        return true;
      }),
    );
    try {
      app = await createApi(loadConfig(schemaEnv(schema), 'api'));
      await app.listen(0, '127.0.0.1');
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
    url = await app.getUrl();
    const entry = JSON.parse(logged.find((l) => l.includes('first-run set-up'))!);
    expect(entry).toMatchObject({ level: 'warn', context: 'Setup' });
    setupToken = /"setupToken": "([\w-]+)"/.exec(entry.message)![1]!;
    expect(setupToken).toHaveLength(43);
  });
  afterAll(async () => {
    await app?.close();
    await dropSchemas(schema);
  });

  it('creates the first admin only with the logged token and only while no admin exists', async () => {
    expect(await call(null, 'GET', '/setup')).toMatchObject({ status: 200, body: { needed: true } });
    const admin = { handle: 'nechayev', displayName: 'Admiral Nechayev', password: 'starfleet-command-1' };
    expect(await call(null, 'POST', '/setup/admin', { ...admin, setupToken: 'x'.repeat(43) })).toMatchObject({
      status: 403,
      body: { code: 'BAD_SETUP_TOKEN', rule: expect.stringMatching(/^platform rule › first-run set-up/) },
    });
    const missing = await call(null, 'POST', '/setup/admin', { handle: 'nechayev', setupToken });
    expect(missing.status).toBe(400);
    expect(missing.body.problems.map((p: { field: string }) => p.field).sort()).toEqual(['body.displayName', 'body.password']);
    const created = await call(null, 'POST', '/setup/admin', { ...admin, setupToken });
    expect(created).toMatchObject({ status: 201, body: { handle: 'nechayev', role: 'admin' } });
    expect(await call(null, 'GET', '/setup')).toMatchObject({ body: { needed: false } });
    expect(await call(null, 'POST', '/setup/admin', { ...admin, handle: 'ross', setupToken })).toMatchObject({ status: 409, body: { code: 'SETUP_DONE' } });
    expect((await signIn('nechayev', 'starfleet-command-1')).account.role).toBe('admin');
  });

  it('lists accounts for admins only, and promotes and demotes directors', async () => {
    for (const handle of ['ezri', 'eddington', 'ezbeth']) {
      await call(null, 'POST', '/accounts', { handle, displayName: handle === 'eddington' ? 'Michael Eddington' : handle, password: `${handle}-password-1` });
      await signIn(handle, `${handle}-password-1`);
    }
    expect(await call('ezri', 'GET', '/admin/accounts')).toMatchObject({ status: 403 });
    expect((await call(null, 'GET', '/admin/accounts')).status).toBe(401);
    const all = await call('nechayev', 'GET', '/admin/accounts');
    expect(all).toMatchObject({ status: 200, body: { total: 4, page: 1, pageSize: 50 } });
    expect(all.body.accounts.map((a: { handle: string }) => a.handle)).toEqual(['eddington', 'ezbeth', 'ezri', 'nechayev']);
    expect(all.body.accounts[0].passwordHash).toBeUndefined();
    const found = await call('nechayev', 'GET', '/admin/accounts?role=player&query=EZ&pageSize=1&page=2');
    expect(found.body).toMatchObject({ total: 2, page: 2, pageSize: 1, accounts: [{ handle: 'ezri' }] });
    expect((await call('nechayev', 'GET', '/admin/accounts?query=michael')).body.accounts.map((a: { handle: string }) => a.handle)).toEqual(['eddington']);
    expect((await call('nechayev', 'GET', '/admin/accounts?role=captain')).status).toBe(400);

    // a promoted director directs a tournament
    expect(await call('ezri', 'POST', '/tournaments', { name: 'Trill Open', game: '1E', format: '1E Open' })).toMatchObject({ status: 403 });
    expect(await call('nechayev', 'PUT', `/admin/accounts/${ids.ezri}/role`, { role: 'director' })).toMatchObject({ status: 200, body: { handle: 'ezri', role: 'director' } });
    await signIn('ezri', 'ezri-password-1');
    expect((await call('ezri', 'GET', '/me')).body.role).toBe('director');
    expect((await call('ezri', 'POST', '/tournaments', { name: 'Trill Open', game: '1E', format: '1E Open' })).status).toBe(201);
    expect(await call('nechayev', 'PUT', `/admin/accounts/${ids.ezri}/role`, { role: 'player' })).toMatchObject({ status: 200, body: { role: 'player' } });
    expect(await call('ezri', 'PUT', `/admin/accounts/${ids.eddington}/role`, { role: 'director' })).toMatchObject({ status: 403 });

    // the last admin stays an admin
    expect(await call('nechayev', 'PUT', `/admin/accounts/${ids.nechayev}/role`, { role: 'player' })).toMatchObject({ status: 422, body: { code: 'LAST_ADMIN' } });
    expect((await call('nechayev', 'PUT', `/admin/accounts/${ids.ezbeth}/role`, { role: 'admin' })).status).toBe(200);
    await signIn('ezbeth', 'ezbeth-password-1'); // a new session carries the new role at once
    expect(await call('nechayev', 'PUT', `/admin/accounts/${ids.nechayev}/role`, { role: 'director' })).toMatchObject({ status: 200, body: { role: 'director' } });

    expect((await call('ezbeth', 'PUT', '/admin/accounts/00000000-0000-4000-8000-000000000000/role', { role: 'director' })).status).toBe(404);
    expect((await call('ezbeth', 'PUT', `/admin/accounts/${ids.ezri}/role`, { role: 'captain' })).status).toBe(400);
  });

  it('documents the admin and set-up routes with their body schemas', async () => {
    const doc = (await call(null, 'GET', '/docs-json')).body;
    expect(doc.paths['/setup/admin'].post.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['handle', 'displayName', 'password', 'setupToken']),
    );
    expect(doc.paths['/admin/accounts/{id}/role'].put.requestBody.content['application/json'].schema.required).toEqual(['role']);
    expect(doc.paths['/admin/accounts'].get).toBeDefined();
  });
});
