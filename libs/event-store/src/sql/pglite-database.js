"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.PgliteDatabase = void 0;
const pglite_1 = require("@electric-sql/pglite");
/** SqlDatabase over an embedded PGlite instance (in memory, or persisted in a folder). PGlite is a
 * single connection: it queues transactions one after another, which is all the store needs. */
class PgliteDatabase {
    db;
    constructor(db) {
        this.db = db;
    }
    /** dataDir: a folder to persist into, or undefined for an in-memory database */
    static async open(dataDir) {
        const db = dataDir ? new pglite_1.PGlite(dataDir) : new pglite_1.PGlite();
        await db.waitReady;
        return new PgliteDatabase(db);
    }
    async query(sql, params) {
        return (await this.db.query(sql, params)).rows;
    }
    async exec(sql) {
        await this.db.exec(sql);
    }
    transaction(fn) {
        return this.db.transaction((tx) => fn({
            query: async (sql, params) => (await tx.query(sql, params)).rows,
            exec: async (sql) => {
                await tx.exec(sql);
            },
        }));
    }
    async close() {
        if (!this.db.closed)
            await this.db.close();
    }
}
exports.PgliteDatabase = PgliteDatabase;
//# sourceMappingURL=pglite-database.js.map