"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.openPostgresEventStore = openPostgresEventStore;
exports.openPgliteEventStore = openPgliteEventStore;
exports.openKurrentDbEventStore = openKurrentDbEventStore;
exports.openEventStoreFromEnv = openEventStoreFromEnv;
const node_fs_1 = require("node:fs");
const node_path_1 = require("node:path");
const kurrentdb_event_store_1 = require("./kurrentdb/kurrentdb-event-store");
const pg_database_1 = require("./sql/pg-database");
const pglite_database_1 = require("./sql/pglite-database");
const sql_event_store_1 = require("./sql/sql-event-store");
const redact_url_1 = require("./redact-url");
async function openPostgresEventStore(connectionString, options = {}) {
    const db = new pg_database_1.PgDatabase({ connectionString, max: options.poolSize ?? 10 });
    const store = new sql_event_store_1.SqlEventStore(db, { adapter: 'postgres', location: (0, redact_url_1.redactUrl)(connectionString) }, options);
    try {
        await store.migrate();
    }
    catch (err) {
        await db.close();
        throw err;
    }
    return store;
}
/** dataDir: a folder to persist into (created when missing), or undefined for memory only */
async function openPgliteEventStore(dataDir, options = {}) {
    if (dataDir)
        (0, node_fs_1.mkdirSync)(dataDir, { recursive: true });
    const db = await pglite_database_1.PgliteDatabase.open(dataDir);
    const store = new sql_event_store_1.SqlEventStore(db, { adapter: 'pglite', location: dataDir ?? 'memory' }, options);
    await store.migrate();
    return store;
}
function openKurrentDbEventStore(connectionString) {
    return new kurrentdb_event_store_1.KurrentDbEventStore(connectionString);
}
/**
 * The adapter the environment asks for: KurrentDB when KURRENTDB_URL is set, PostgreSQL when
 * DATABASE_URL is set, otherwise embedded PGlite persisted under DATA_DIR/event-store.
 */
async function openEventStoreFromEnv(env) {
    if (env.KURRENTDB_URL)
        return openKurrentDbEventStore(env.KURRENTDB_URL);
    if (env.DATABASE_URL)
        return openPostgresEventStore(env.DATABASE_URL);
    return openPgliteEventStore((0, node_path_1.resolve)(env.DATA_DIR ?? '.data', 'event-store'));
}
//# sourceMappingURL=open-event-store.js.map