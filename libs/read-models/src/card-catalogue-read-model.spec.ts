import { normaliseTitle, starterCards, type Card } from '@captains-log/cards';
import { dropSchema, TEST_DATABASE_URL, uniqueName } from '@captains-log/testing';
import {
  importCardsIntoReadModel,
  loadCardsFromReadModel,
  readCardCatalogueStamp,
} from './card-catalogue-read-model';
import { openReadModelDatabase, type ReadModelDatabase } from './read-model-database';

type Setup = { rm: ReadModelDatabase; dispose: () => Promise<void> };

const setups: Array<[string, () => Promise<Setup>]> = [
  [
    'PostgreSQL',
    async () => {
      const schema = uniqueName('rm_cards');
      const rm = await openReadModelDatabase({ databaseUrl: TEST_DATABASE_URL, schema });
      return { rm, dispose: async () => (await rm.close(), await dropSchema(schema)) };
    },
  ],
  [
    'PGlite',
    async () => {
      const rm = await openReadModelDatabase({});
      return { rm, dispose: () => rm.close() };
    },
  ],
];

describe.each(setups)('card catalogue read model on %s', (_label, setup) => {
  let s: Setup;
  const cards = starterCards();
  beforeAll(async () => {
    s = await setup();
  });
  afterAll(async () => s?.dispose());

  it('starts empty', async () => {
    expect(await readCardCatalogueStamp(s.rm)).toEqual({ count: 0, updatedAt: null });
  });

  it('inserts in batches, reporting progress, and reads back the same typed cards', async () => {
    const progress: number[] = [];
    const summary = await importCardsIntoReadModel(s.rm, cards, { batchSize: 7, onProgress: (p) => progress.push(p.done) });
    expect(summary).toMatchObject({ total: cards.length, inserted: cards.length, updated: 0, unchanged: 0, rowsAfter: cards.length });
    expect(progress).toHaveLength(Math.ceil(cards.length / 7));
    expect(progress[progress.length - 1]).toBe(cards.length);
    const byId = (list: Card[]) => [...list].sort((a, b) => a.id.localeCompare(b.id));
    expect(await loadCardsFromReadModel(s.rm)).toEqual(byId(cards));
    const row = await s.rm.prisma.catalogueCard.findFirstOrThrow({ where: { type: 'Mission' } });
    expect(row.titleKey).toBe(normaliseTitle(row.title));
    expect(row.searchText).toContain(row.title);
  });

  it('is safe to run again: nothing is duplicated or rewritten, and only changed cards are updated', async () => {
    const before = await readCardCatalogueStamp(s.rm);
    const again = await importCardsIntoReadModel(s.rm, cards);
    expect(again).toMatchObject({ inserted: 0, updated: 0, unchanged: cards.length, rowsAfter: cards.length });
    expect(await readCardCatalogueStamp(s.rm)).toEqual(before);

    const changed = cards.map((card, i) => (i === 0 ? { ...card, title: `${card.title} (errata)` } : card));
    const extra: Card = { ...cards[1]!, id: '999_001', title: 'A Brand New Card' };
    const third = await importCardsIntoReadModel(s.rm, [...changed, extra]);
    expect(third).toMatchObject({ inserted: 1, updated: 1, unchanged: cards.length - 1, rowsAfter: cards.length + 1 });
    const after = await readCardCatalogueStamp(s.rm);
    expect(after.count).toBe(cards.length + 1);
    expect(after.updatedAt!.getTime()).toBeGreaterThanOrEqual(before.updatedAt!.getTime());
    expect((await s.rm.prisma.catalogueCard.findUniqueOrThrow({ where: { id: cards[0]!.id } })).title).toMatch(/\(errata\)$/);
  });

  it('refuses an import that names the same card twice, leaving the table as it was', async () => {
    const count = (await readCardCatalogueStamp(s.rm)).count;
    await expect(importCardsIntoReadModel(s.rm, [cards[0]!, cards[0]!])).rejects.toThrow(/appears twice/);
    expect((await readCardCatalogueStamp(s.rm)).count).toBe(count);
  });
});
