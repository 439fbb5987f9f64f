"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
//# sourceMappingURL=sql-database.js.map