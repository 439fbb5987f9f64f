import type { NestExpressApplication } from '@nestjs/platform-express';
import { starterDeckLists } from '@captains-log/cards';
import { loadConfig } from '@captains-log/platform';
import { apiCaller, dropSchemas, schemaEnv, uniqueName } from '@captains-log/testing';
import { createApi } from '../create-api';

/** Saved decks per account, over HTTP on PostgreSQL. */
describe('saved decks', () => {
  const schema = uniqueName('decks_test');
  let app: NestExpressApplication;
  let url: string;
  const tokens: Record<string, string> = {};

  const call = apiCaller(() => url, tokens);

  beforeAll(async () => {
    app = await createApi(loadConfig(schemaEnv(schema), 'api'));
    await app.listen(0, '127.0.0.1');
    url = await app.getUrl();
    for (const handle of ['ezri', 'nog']) {
      await call(null, 'POST', '/accounts', { handle, displayName: handle, password: `${handle}-password-1` });
      tokens[handle] = (await call(null, 'POST', '/sessions', { handle, password: `${handle}-password-1` })).body.token;
    }
  });
  afterAll(async () => {
    await app?.close();
    await dropSchemas(schema);
  });

  it('leaves GET /decks/starter to the cards module (not a deck id)', async () => {
    for (const as of [null, 'ezri']) expect((await call(as, 'GET', '/decks/starter')).status).toBe(200);
  });

  it('saves, lists, gets, renames, replaces and deletes decks of one account only', async () => {
    const [federation, klingon] = starterDeckLists();
    const saved = await call('ezri', 'POST', '/decks', { name: 'Feds', deck: federation!.text, format: 'open' });
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({ name: 'Feds', format: 'open', valid: true, problemCount: 0, text: federation!.text });
    expect(saved.body.validation).toMatchObject({ valid: true, listFormat: 'text', problems: [], listErrors: [] });
    const id = saved.body.id as string;

    // saved although it breaks rules, flagged with every problem and the lines at fault
    const draft = await call('ezri', 'POST', '/decks', { name: 'Draft', deck: 'Draw Deck\n1x Kurn\n3x Chalnoth\n1x Captain Pickard' });
    expect(draft.status).toBe(201);
    expect(draft.body).toMatchObject({ valid: false, format: 'modern' });
    expect(draft.body.problemCount).toBe(draft.body.validation.problems.length + 1);
    expect(draft.body.validation.listErrors).toEqual([expect.objectContaining({ code: 'UNKNOWN_CARD', line: 4, rule: expect.any(String) })]);

    expect(await call('ezri', 'POST', '/decks', { name: 'Feds', deck: klingon!.text })).toMatchObject({
      status: 409,
      body: { message: 'body.name: you already have a deck named "Feds"' },
    });
    const list = await call('ezri', 'GET', '/decks');
    expect(list.status).toBe(200);
    expect(list.body.decks.map((d: { name: string }) => d.name)).toEqual(['Draft', 'Feds']);
    expect(list.body.decks[0].text).toBeUndefined();

    const renamed = await call('ezri', 'PATCH', `/decks/${id}`, { name: 'Federation', deck: klingon!.text });
    expect(renamed).toMatchObject({ status: 200, body: { id, name: 'Federation', text: klingon!.text, valid: true } });
    expect((await call('ezri', 'GET', `/decks/${id}`)).body).toMatchObject({ name: 'Federation', validation: { valid: true, name: 'Klingon starter (Premiere)' } });
    expect(await call('ezri', 'PATCH', `/decks/${id}`, { name: 'Draft' })).toMatchObject({ status: 409 });

    // someone else's deck does not exist for you
    expect((await call('nog', 'GET', `/decks/${id}`)).status).toBe(404);
    expect((await call('nog', 'PATCH', `/decks/${id}`, { name: 'Mine now' })).status).toBe(404);
    expect((await call('nog', 'DELETE', `/decks/${id}`)).status).toBe(404);
    expect((await call('nog', 'GET', '/decks')).body).toEqual({ decks: [] });
    expect((await call(null, 'GET', '/decks')).status).toBe(401);

    expect((await call('ezri', 'DELETE', `/decks/${id}`)).status).toBe(204);
    expect((await call('ezri', 'GET', `/decks/${id}`)).status).toBe(404);
  });

  it('names every bad field with a 400', async () => {
    const bad = await call('ezri', 'POST', '/decks', { name: ' ', deck: '', colour: 'red', format: 'warp' });
    expect(bad.status).toBe(400);
    expect(bad.body.problems.map((p: { field: string }) => p.field).sort()).toEqual(['body.colour', 'body.deck', 'body.format', 'body.name']);
    expect((await call('ezri', 'PATCH', '/decks/not-a-uuid', { name: 'x' })).body.message).toBe('params.id: a deck id is a UUID');
    const empty = await call('ezri', 'PATCH', '/decks/00000000-0000-4000-8000-000000000000', {});
    expect(empty).toMatchObject({ status: 400, body: { message: 'body: send at least one of name, deck, format' } });
  });

  it('documents every deck route with its body schema', async () => {
    const doc = (await call(null, 'GET', '/docs-json')).body;
    expect(doc.paths['/decks'].post.requestBody.content['application/json'].schema.required).toEqual(['name', 'deck']);
    expect(Object.keys(doc.paths['/decks/{id}'])).toEqual(expect.arrayContaining(['get', 'patch', 'delete']));
  });
});
