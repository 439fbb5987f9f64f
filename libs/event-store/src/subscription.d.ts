import type { EventStore, RecordedEvent } from './types';
/**
 * A projector's side of a catch-up subscription. The projector owns its checkpoint: `handle` must
 * record the event's position durably together with the event's effects (one database transaction
 * in the read-model database), so a projector stopped at any moment resumes exactly after the last
 * event it applied — nothing skipped, nothing applied twice.
 */
export interface CheckpointedHandler {
    readonly name: string;
    /** global position of the last event durably applied, or null to start from the beginning */
    loadCheckpoint(): Promise<number | null>;
    /** apply one event and save its position as the new checkpoint, atomically */
    handle(event: RecordedEvent): Promise<void>;
}
export interface SubscriptionOptions {
    /** events read per round trip; default 500 */
    batchSize?: number;
    /** how long to wait before polling again once caught up; default 250 ms */
    pollIntervalMs?: number;
    /** called when the handler or the store fails; the subscription retries after pollIntervalMs */
    onError?: (error: unknown) => void;
    /** called after each batch with the position reached */
    onProgress?: (position: number | null) => void;
}
/**
 * Catch-up subscription over readAll: reads from the handler's checkpoint, delivers events in
 * global order, then keeps polling for new ones. `stop()` lets the event in hand finish (graceful
 * shutdown drains work) and resolves when the loop has ended.
 */
export declare class CatchUpSubscription {
    private readonly store;
    private readonly handler;
    private readonly options;
    private stopped;
    private wake;
    private readonly loop;
    private position;
    private caughtUpWaiters;
    constructor(store: EventStore, handler: CheckpointedHandler, options?: SubscriptionOptions);
    /** the position of the last event handled */
    get checkpoint(): number | null;
    /** resolve once every event up to `position` (default: the store's head now) has been handled */
    waitFor(position?: number | null): Promise<void>;
    /** poll now instead of waiting for the interval (e.g. after a local append) */
    poke(): void;
    stop(): Promise<void>;
    private run;
    private releaseWaiters;
    private sleep;
}
