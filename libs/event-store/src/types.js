"use strict";
/**
 * The event store port (DESIGN.md › Event store): an append-only log of streams with optimistic
 * concurrency, a global order, catch-up subscriptions and a per-stream hash chain.
 */
Object.defineProperty(exports, "__esModule", { value: true });
//# sourceMappingURL=types.js.map