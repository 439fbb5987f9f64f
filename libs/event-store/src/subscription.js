"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.CatchUpSubscription = void 0;
/**
 * Catch-up subscription over readAll: reads from the handler's checkpoint, delivers events in
 * global order, then keeps polling for new ones. `stop()` lets the event in hand finish (graceful
 * shutdown drains work) and resolves when the loop has ended.
 */
class CatchUpSubscription {
    store;
    handler;
    options;
    stopped = false;
    wake = null;
    loop;
    position = null;
    caughtUpWaiters = [];
    constructor(store, handler, options = {}) {
        this.store = store;
        this.handler = handler;
        this.options = options;
        this.loop = this.run();
    }
    /** the position of the last event handled */
    get checkpoint() {
        return this.position;
    }
    /** resolve once every event up to `position` (default: the store's head now) has been handled */
    async waitFor(position) {
        const target = position === undefined ? await this.store.headPosition() : position;
        if (target === null || (this.position !== null && this.position >= target))
            return;
        await new Promise((resolve) => {
            this.caughtUpWaiters.push({ target, resolve });
            this.poke();
        });
    }
    /** poll now instead of waiting for the interval (e.g. after a local append) */
    poke() {
        this.wake?.();
    }
    async stop() {
        this.stopped = true;
        this.poke();
        await this.loop;
    }
    async run() {
        const batchSize = this.options.batchSize ?? 500;
        const interval = this.options.pollIntervalMs ?? 250;
        let loaded = false;
        while (!this.stopped) {
            try {
                if (!loaded) {
                    this.position = await this.handler.loadCheckpoint();
                    loaded = true;
                }
                const batch = await this.store.readAll({ after: this.position, maxCount: batchSize });
                for (const event of batch) {
                    if (this.stopped)
                        break;
                    await this.handler.handle(event);
                    this.position = event.position;
                }
                this.options.onProgress?.(this.position);
                this.releaseWaiters();
                if (batch.length === batchSize && !this.stopped)
                    continue;
            }
            catch (error) {
                this.options.onError?.(error);
                loaded = false; // reload the durable checkpoint: the failed event was not applied
            }
            if (!this.stopped)
                await this.sleep(interval);
        }
        this.releaseWaiters();
    }
    releaseWaiters() {
        this.caughtUpWaiters = this.caughtUpWaiters.filter((w) => {
            const done = this.stopped || (this.position !== null && this.position >= w.target);
            if (done)
                w.resolve();
            return !done;
        });
    }
    sleep(ms) {
        return new Promise((resolve) => {
            const timer = setTimeout(done, ms);
            function done() {
                clearTimeout(timer);
                resolve();
            }
            this.wake = () => {
                this.wake = null;
                done();
            };
        });
    }
}
exports.CatchUpSubscription = CatchUpSubscription;
//# sourceMappingURL=subscription.js.map