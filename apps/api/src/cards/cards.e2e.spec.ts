import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { defaultCardListPath, loadLackeyCsvFile, starterCards, starterDeckLists, type Card } from '@captains-log/cards';
import { loadConfig, READ_MODELS } from '@captains-log/platform';
import { importCardsIntoReadModel, openReadModelDatabase, type ReadModelDatabase } from '@captains-log/read-models';
import { dropSchemas, schemaEnv, TEST_DATABASE_URL, uniqueName } from '@captains-log/testing';
import { createApi } from '../create-api';
import type { CardSearchResponse, DeckValidationResponse } from './card-queries';

const realCards = loadLackeyCsvFile(defaultCardListPath(path.resolve(__dirname, '../../../..'))).cards;

async function start(env: NodeJS.ProcessEnv): Promise<{ app: NestExpressApplication; url: string }> {
  const app = await createApi(loadConfig({ ...env, PORT: '0' }, 'api'));
  await app.listen(0, '127.0.0.1');
  return { app, url: await app.getUrl() };
}

async function call<T = Record<string, unknown>>(
  url: string,
  route: string,
  init?: { method?: string; body?: unknown; rawBody?: string },
): Promise<{ status: number; body: T }> {
  const res = await fetch(`${url}${route}`, {
    method: init?.method ?? 'GET',
    ...(init?.body !== undefined || init?.rawBody !== undefined
      ? { headers: { 'content-type': 'application/json' }, body: init.rawBody ?? JSON.stringify(init.body) }
      : {}),
  });
  return { status: res.status, body: (await res.json()) as T };
}

const validate = (url: string, body: unknown) => call<DeckValidationResponse>(url, '/decks/validate', { method: 'POST', body });

describe('cards api, embedded (PGlite): starter pool until cards are imported', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cl-api-cards-'));
  let app: NestExpressApplication;
  let url: string;
  beforeAll(async () => ({ app, url } = await start({ DATA_DIR: dataDir })));
  afterAll(async () => {
    await app?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('says it serves the built-in starter pool while the read model is empty', async () => {
    const { status, body } = await call<CardSearchResponse>(url, '/cards?pageSize=100');
    expect(status).toBe(200);
    expect(body.source).toEqual({ kind: 'starter-pool', cards: starterCards().length, reason: expect.stringContaining('captains-log cards import') });
    expect(body.total).toBe(starterCards().length);
    const missing = await call<{ message: string }>(url, '/cards/999_999');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('card "999_999" is not in the built-in starter pool (' + starterCards().length + ' cards)');
  });

  it('validates the starter decks against the pool, noting that Modern legality is not checked', async () => {
    for (const deck of starterDeckLists()) {
      const { status, body } = await validate(url, { deck: deck.text });
      expect(status).toBe(200);
      expect(body).toMatchObject({ valid: true, format: 'modern', problems: [], listErrors: [], source: { kind: 'starter-pool' } });
      expect(body.notes).toEqual([expect.stringContaining('Modern legality was not checked')]);
    }
  });

  it('offers the built-in starter decks at GET /decks/starter, each valid, listed in the OpenAPI document', async () => {
    const { status, body } = await call<{ decks: { name: string; text: string }[] }>(url, '/decks/starter');
    expect(status).toBe(200);
    expect(body.decks).toEqual(starterDeckLists().map((d) => ({ name: d.name, text: d.text })));
    for (const deck of body.decks) expect((await validate(url, { deck: deck.text })).body.valid).toBe(true);
    const docs = await call<{ paths: Record<string, { get?: unknown }> }>(url, '/docs-json');
    expect(docs.body.paths['/decks/starter']?.get).toBeDefined();
  });

  it('switches to the read model as soon as cards are imported into it', async () => {
    const rm = app.get<ReadModelDatabase>(READ_MODELS);
    await importCardsIntoReadModel(rm, realCards);
    const { body } = await call<CardSearchResponse>(url, '/cards');
    expect(body.source).toMatchObject({ kind: 'read-model', cards: 4155, database: 'pglite' });
    expect(body.total).toBe(4155);
  });
});

describe('cards api on PostgreSQL with the imported card list', () => {
  const schema = uniqueName('api_cards');
  let app: NestExpressApplication;
  let url: string;
  beforeAll(async () => {
    const rm = await openReadModelDatabase({ databaseUrl: TEST_DATABASE_URL, schema });
    try {
      expect(await importCardsIntoReadModel(rm, realCards)).toMatchObject({ inserted: 4155 });
    } finally {
      await rm.close();
    }
    ({ app, url } = await start(schemaEnv(schema)));
  });
  afterAll(async () => {
    await app?.close();
    await dropSchemas(schema);
  });

  it('lists every card with paging metadata and its source', async () => {
    const { status, body } = await call<CardSearchResponse>(url, '/cards');
    expect(status).toBe(200);
    expect(body).toMatchObject({ total: 4155, page: 1, pageSize: 20, pages: 208 });
    expect(body.items).toHaveLength(20);
    expect(body.source).toMatchObject({ kind: 'read-model', cards: 4155, database: 'postgres' });
    expect(Date.parse((body.source as { updatedAt: string }).updatedAt)).not.toBeNaN();
    const last = await call<CardSearchResponse>(url, '/cards?page=208');
    expect(last.body.items).toHaveLength(4155 - 207 * 20);
    const beyond = await call<CardSearchResponse>(url, '/cards?page=209');
    expect(beyond.body).toMatchObject({ total: 4155, items: [] });
  });

  it('searches by text, ranking title matches first, and pages through the results', async () => {
    const { body } = await call<CardSearchResponse>(url, '/cards?query=picard&pageSize=5');
    expect(body.total).toBeGreaterThan(5);
    expect(body.items[0]!.title).toMatch(/Picard/);
    expect(body.items[0]).toMatchObject({ href: `/cards/${body.items[0]!.id}` });
    const page2 = await call<CardSearchResponse>(url, '/cards?query=picard&pageSize=5&page=2');
    expect(page2.body.items.map((c) => c.id)).not.toContain(body.items[0]!.id);
    expect(page2.body.total).toBe(body.total);
  });

  it('filters by type, affiliation and set, case-insensitively', async () => {
    const missions = await call<CardSearchResponse>(url, '/cards?type=mission&set=premiere&pageSize=100');
    const expected = realCards.filter((c) => c.type === 'Mission' && c.release === 'premiere');
    expect(missions.body.total).toBe(expected.length);
    expect(missions.body.query).toMatchObject({ type: 'Mission', set: 'premiere' });
    expect(missions.body.items.every((c) => c.type === 'Mission' && c.release === 'premiere')).toBe(true);
    // where the deck builder puts each card: missions (and the other seeded types) in the seed deck
    expect(new Set(missions.body.items.map((c) => c.deckZone))).toEqual(new Set(['seed']));
    // and the formats the card list tags each with (the deck builder marks a card that is not in Modern)
    expect(missions.body.items.map((c) => c.formats)).toEqual(missions.body.items.map((c) => realCards.find((r) => r.id === c.id)!.formats));

    const bySetId = await call<CardSearchResponse>(url, '/cards?type=Mission&set=101');
    expect(bySetId.body.total).toBe(expected.length);

    const klingons = await call<CardSearchResponse>(url, '/cards?affiliation=KLINGON&type=Personnel&query=worf');
    expect(klingons.body.total).toBeGreaterThan(0);
    expect(klingons.body.items.every((c) => c.affiliations.includes('Klingon') && c.types.includes('Personnel'))).toBe(true);
    expect(new Set(klingons.body.items.map((c) => c.deckZone))).toEqual(new Set(['draw']));

    const q = await call<CardSearchResponse>(url, '/cards?type=Q');
    expect(q.body.total).toBe(realCards.filter((c) => c.qIcon).length);
    const none = await call<CardSearchResponse>(url, '/cards?set=nosuchset');
    expect(none.status).toBe(200);
    expect(none.body).toMatchObject({ total: 0, pages: 0, items: [] });
  });

  it('answers GET /cards/:id with the whole typed card, and 404 naming an unknown id', async () => {
    const picard = realCards.find((c) => c.title === 'Jean-Luc Picard' && c.release === 'premiere')!;
    const { status, body } = await call<{ card: Card; source: { kind: string } }>(url, `/cards/${picard.id}`);
    expect(status).toBe(200);
    expect(body.card).toEqual(JSON.parse(JSON.stringify(picard)));
    expect(body.source.kind).toBe('read-model');
    const missing = await call<{ statusCode: number; message: string }>(url, '/cards/101_999');
    expect(missing).toEqual({
      status: 404,
      body: expect.objectContaining({ statusCode: 404, message: 'card "101_999" is not in the card read model (4155 cards)' }),
    });
  });

  it.each([
    ['page=0', 'page must be an integer from 1 to 100000; got "0"'],
    ['page=two', 'page must be an integer from 1 to 100000; got "two"'],
    ['pageSize=101', 'pageSize must be an integer from 1 to 100; got "101"'],
    ['pageSize=-1', 'pageSize must be an integer from 1 to 100; got "-1"'],
    ['type=Starship', 'type "Starship" is not a card type'],
    ['affiliation=Martian', 'affiliation "Martian" is not an affiliation'],
    ['set=%27%3B%20drop', 'set must be a release code (premiere) or a set id (101)'],
    ['type=Ship&type=Mission', 'type must be given once'],
    ['query=<201 characters>', 'query must be at most 200 characters; got 201'],
    ['affil=Klingon', 'unknown parameter "affil"; /cards takes query, type, affiliation, set, page, pageSize'],
  ])('400 for ?%s, naming the parameter', async (qs, message) => {
    const { status, body } = await call<{ message: string }>(url, `/cards?${qs.replace('<201 characters>', 'a'.repeat(201))}`);
    expect(status).toBe(400);
    expect(body.message).toContain(message);
  });

  it('validates a valid deck (text and .dek XML) against the full card list with Modern legality', async () => {
    const text = starterDeckLists()[0]!.text;
    const { status, body } = await validate(url, { deck: text, format: 'modern' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ valid: true, format: 'modern', problems: [], listErrors: [], notes: [], name: 'Federation starter (Premiere)' });
    expect(body.counts).toEqual({ missions: 6, seedDeck: 15, sites: 0, drawDeck: 36 });
    expect(body.entries[0]).toMatchObject({ line: 3, count: 1, title: 'Avert Disaster', type: 'Mission', zone: 'seed' });

    const dek = `<?xml version="1.0" encoding="UTF-8"?>
<deck version="0.8">
  <meta><game>startrek1e</game></meta>
  <superzone name="Missions">
${body.entries
  .filter((e) => e.type === 'Mission')
  .map((e) => `    <card><name id="${e.id}">${e.title}</name><set>x</set></card>`)
  .join('\n')}
  </superzone>
</deck>`;
    const fromDek = await validate(url, { deck: dek, format: 'open' });
    expect(fromDek.status).toBe(200);
    expect(fromDek.body.format).toBe('open');
    expect(fromDek.body.counts.missions).toBe(6);
    expect(fromDek.body.problems.map((p) => p.code)).toEqual(['DRAW_DECK_TOO_SMALL']);
  });

  it('reports every problem at once, each with its rule reference, and unknown names with suggestions', async () => {
    const notModern = realCards.find((c) => !c.formats.includes('Modern') && c.type === 'Personnel')!;
    const deck = [
      'Missions',
      '1x Avert Disaster',
      '1x Avert Disaster',
      '1x Study Nebula',
      'Seed Deck',
      '3x Chalnoth',
      'Draw Deck',
      '1x Captain Pickard',
      '1x 10 Tribbles - Go',
      `1x ${notModern.title}`,
    ].join('\n');
    const { status, body } = await validate(url, { deck });
    expect(status).toBe(200);
    expect(body.valid).toBe(false);
    expect(body.problems.map((p) => p.code).sort()).toEqual(
      ['BANNED_CARD', 'DILEMMA_SEED_LIMIT', 'DRAW_DECK_TOO_SMALL', 'DUPLICATE_MISSION_LOCATION', 'MISSION_COUNT', 'SIDE_DECK_CARD_IN_DRAW_DECK'].sort(),
    );
    for (const problem of body.problems) expect(problem.rule).toMatch(/^1E rulebook › /);
    // every problem about particular cards names the lines to show it beside
    const lines = Object.fromEntries(body.problems.map((p) => [p.code, p.lines]));
    expect(lines).toMatchObject({ DUPLICATE_MISSION_LOCATION: [2, 3], DILEMMA_SEED_LIMIT: [6], SIDE_DECK_CARD_IN_DRAW_DECK: [9], BANNED_CARD: [10] });
    expect(body.listErrors).toEqual([
      expect.objectContaining({
        code: 'UNKNOWN_CARD',
        rule: expect.stringMatching(/^platform rule › deck lists › /),
        line: 8,
        title: 'Captain Pickard',
        suggestions: expect.arrayContaining(['Captain Picard']),
      }),
    ]);
    expect(body.notes).toEqual([expect.stringContaining('see listErrors')]);
  });

  it('reads the trekcc.org text export (collector columns, Nx, name) and says which format it read', async () => {
    const text = [
      'Seed Deck (7)',
      'Missions (6)',
      ...['Avert Disaster', 'Diplomacy Mission', 'First Contact', 'Study Nebula', 'Investigate Rogue Comet', 'Repair Mission'].map((m) => `1\tC\t1x\t${m}`),
      'Dilemmas (1)',
      '1\tC\t1x\tChalnoth',
      'Draw Deck (1)',
      'Personnel (1)',
      '1\tR\t1x\tJean-Luc Picard',
    ].join('\n');
    const { status, body } = await validate(url, { deck: text, format: 'open' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ listFormat: 'trekcc', listErrors: [], counts: { missions: 6, seedDeck: 1, drawDeck: 1 } });
    expect(body.entries.find((e) => e.title === 'Jean-Luc Picard')).toMatchObject({ line: 13, zone: 'draw', collector: '1 R' });
    expect(body.problems.map((p) => p.code)).toEqual(['DRAW_DECK_TOO_SMALL']);
  });

  it.each([
    ['a non-object body', [], 'the body must be a JSON object'],
    ['a missing deck', { format: 'modern' }, 'deck is required'],
    ['an empty deck', { deck: '   ' }, 'deck is required'],
    ['a deck that is not a string', { deck: ['1x Data'] }, 'deck is required'],
    ['an unknown format', { deck: '1x Data', format: 'warp' }, 'format must be one of modern, open; got "warp"'],
    ['an unknown field', { deck: '1x Data', fromat: 'modern' }, 'unknown field "fromat"'],
  ])('400 for %s, naming the field', async (_label, payload, message) => {
    const { status, body } = await validate(url, payload);
    expect(status).toBe(400);
    expect((body as unknown as { message: string }).message).toContain(message);
  });

  it('400 for a body that is not JSON at all', async () => {
    const { status, body } = await call<{ statusCode: number; message: string }>(url, '/decks/validate', { method: 'POST', rawBody: '{"deck": ' });
    expect(status).toBe(400);
    expect(body.statusCode).toBe(400);
    expect(body.message).toEqual(expect.any(String));
  });
});
