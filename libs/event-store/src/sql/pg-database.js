"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.PgDatabase = void 0;
const pg_1 = require("pg");
/** SqlDatabase over a node-postgres pool. */
class PgDatabase {
    pool;
    constructor(config) {
        this.pool = new pg_1.Pool({ max: 10, ...config });
        // An idle client losing its connection must not crash the process; the next query reconnects.
        this.pool.on('error', () => undefined);
    }
    async query(sql, params) {
        const result = await this.pool.query(sql, params);
        return result.rows;
    }
    async exec(sql) {
        await this.pool.query(sql);
    }
    async transaction(fn) {
        const client = await this.pool.connect();
        try {
            await client.query('BEGIN');
            const result = await fn({
                query: async (sql, params) => (await client.query(sql, params)).rows,
                exec: async (sql) => {
                    await client.query(sql);
                },
            });
            await client.query('COMMIT');
            return result;
        }
        catch (err) {
            await client.query('ROLLBACK').catch(() => undefined);
            throw err;
        }
        finally {
            client.release();
        }
    }
    async close() {
        await this.pool.end();
    }
}
exports.PgDatabase = PgDatabase;
//# sourceMappingURL=pg-database.js.map