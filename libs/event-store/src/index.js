"use strict";
var __createBinding = (this && this.__createBinding) || (Object.create ? (function(o, m, k, k2) {
    if (k2 === undefined) k2 = k;
    var desc = Object.getOwnPropertyDescriptor(m, k);
    if (!desc || ("get" in desc ? !m.__esModule : desc.writable || desc.configurable)) {
      desc = { enumerable: true, get: function() { return m[k]; } };
    }
    Object.defineProperty(o, k2, desc);
}) : (function(o, m, k, k2) {
    if (k2 === undefined) k2 = k;
    o[k2] = m[k];
}));
var __exportStar = (this && this.__exportStar) || function(m, exports) {
    for (var p in m) if (p !== "default" && !Object.prototype.hasOwnProperty.call(exports, p)) __createBinding(exports, m, p);
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.redactUrl = exports.openPostgresEventStore = exports.openPgliteEventStore = exports.openKurrentDbEventStore = exports.openEventStoreFromEnv = exports.KurrentDbEventStore = exports.PgliteDatabase = exports.PgDatabase = exports.SqlEventStore = exports.CatchUpSubscription = exports.verifyChain = exports.eventHash = exports.GENESIS_HASH = exports.canonicalJson = void 0;
__exportStar(require("./types"), exports);
__exportStar(require("./errors"), exports);
var canonical_json_1 = require("./canonical-json");
Object.defineProperty(exports, "canonicalJson", { enumerable: true, get: function () { return canonical_json_1.canonicalJson; } });
var hash_chain_1 = require("./hash-chain");
Object.defineProperty(exports, "GENESIS_HASH", { enumerable: true, get: function () { return hash_chain_1.GENESIS_HASH; } });
Object.defineProperty(exports, "eventHash", { enumerable: true, get: function () { return hash_chain_1.eventHash; } });
Object.defineProperty(exports, "verifyChain", { enumerable: true, get: function () { return hash_chain_1.verifyChain; } });
var subscription_1 = require("./subscription");
Object.defineProperty(exports, "CatchUpSubscription", { enumerable: true, get: function () { return subscription_1.CatchUpSubscription; } });
var sql_event_store_1 = require("./sql/sql-event-store");
Object.defineProperty(exports, "SqlEventStore", { enumerable: true, get: function () { return sql_event_store_1.SqlEventStore; } });
var pg_database_1 = require("./sql/pg-database");
Object.defineProperty(exports, "PgDatabase", { enumerable: true, get: function () { return pg_database_1.PgDatabase; } });
var pglite_database_1 = require("./sql/pglite-database");
Object.defineProperty(exports, "PgliteDatabase", { enumerable: true, get: function () { return pglite_database_1.PgliteDatabase; } });
var kurrentdb_event_store_1 = require("./kurrentdb/kurrentdb-event-store");
Object.defineProperty(exports, "KurrentDbEventStore", { enumerable: true, get: function () { return kurrentdb_event_store_1.KurrentDbEventStore; } });
var open_event_store_1 = require("./open-event-store");
Object.defineProperty(exports, "openEventStoreFromEnv", { enumerable: true, get: function () { return open_event_store_1.openEventStoreFromEnv; } });
Object.defineProperty(exports, "openKurrentDbEventStore", { enumerable: true, get: function () { return open_event_store_1.openKurrentDbEventStore; } });
Object.defineProperty(exports, "openPgliteEventStore", { enumerable: true, get: function () { return open_event_store_1.openPgliteEventStore; } });
Object.defineProperty(exports, "openPostgresEventStore", { enumerable: true, get: function () { return open_event_store_1.openPostgresEventStore; } });
var redact_url_1 = require("./redact-url");
Object.defineProperty(exports, "redactUrl", { enumerable: true, get: function () { return redact_url_1.redactUrl; } });
//# sourceMappingURL=index.js.map