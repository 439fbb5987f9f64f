/**
 * An event store and a read-model database for projector specs, on real PostgreSQL (own schemas)
 * and on in-memory PGlite: `describe.each(storeAndReadModels('prefix'))`.
 */
import {
  openPgliteEventStore,
  openPostgresEventStore,
  type EventStore,
} from '@captains-log/event-store';
import { dropSchemas, TEST_DATABASE_URL, uniqueName } from '@captains-log/testing';
import { openReadModelDatabase, type ReadModelDatabase } from '../read-model-database';

export type StoreAndReadModels = {
  store: EventStore;
  rm: ReadModelDatabase;
  dispose: () => Promise<void>;
};

export function storeAndReadModels(
  prefix: string,
): Array<[string, () => Promise<StoreAndReadModels>]> {
  return [
    [
      'PostgreSQL',
      async () => {
        const schema = uniqueName(prefix);
        const store = await openPostgresEventStore(TEST_DATABASE_URL, { schema: `${schema}_es` });
        const rm = await openReadModelDatabase({ databaseUrl: TEST_DATABASE_URL, schema });
        return {
          store,
          rm,
          dispose: async () => {
            await rm.close();
            await store.close();
            await dropSchemas(schema);
          },
        };
      },
    ],
    [
      'PGlite',
      async () => {
        const store = await openPgliteEventStore(undefined);
        const rm = await openReadModelDatabase({});
        return { store, rm, dispose: async () => (await rm.close(), await store.close()) };
      },
    ],
  ];
}
