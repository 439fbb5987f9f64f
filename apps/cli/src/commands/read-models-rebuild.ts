/**
 * `captains-log read-models rebuild`: empties every projector's tables and replays the whole event
 * log into them (DESIGN.md › Read models: rebuildable from zero). Uses the same configuration as
 * the api: DATABASE_URL / KURRENTDB_URL / DATA_DIR, EVENT_STORE_SCHEMA, READ_MODEL_SCHEMA.
 * Running it twice gives identical tables. Stop running projectors (api without Redis, or the
 * worker) first, or rebuild through them: they compare-and-set their checkpoints, so a concurrent
 * instance fails its next event and resumes from the rebuilt checkpoint.
 */
import { performance } from 'node:perf_hooks';
import { openEventStoreFromEnv } from '@captains-log/event-store';
import { createProjectors, openReadModelDatabaseFromEnv, ProjectionRunner } from '@captains-log/read-models';
import type { Command } from '../command-registry';

export function readModelsRebuildCommand(env: NodeJS.ProcessEnv = process.env): Command {
  return {
    path: ['read-models', 'rebuild'],
    usage: 'read-models rebuild',
    summary: 'empty every read model and replay the whole event log into it',
    async run(_args, io) {
      const store = await openEventStoreFromEnv(env);
      const rm = await openReadModelDatabaseFromEnv(env);
      try {
        io.out(`event store: ${store.info.adapter} ${store.info.location}; read models: ${rm.info.mode} ${rm.info.location}`);
        const runner = new ProjectionRunner(store, createProjectors(rm.prisma), { pollIntervalMs: 50 });
        const started = performance.now();
        await runner.rebuild();
        const status = runner.status();
        await runner.stop();
        for (const p of status) io.out(`  ${p.name}: at position ${p.checkpoint ?? 'none (empty log)'}`);
        io.out(`rebuilt ${status.length} read models in ${((performance.now() - started) / 1000).toFixed(2)} s`);
        return 0;
      } finally {
        await rm.close();
        await store.close();
      }
    },
  };
}
