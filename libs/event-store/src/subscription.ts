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
  /** optional: apply several consecutive events and save the last one's position, atomically
   * (one transaction per batch instead of per event) */
  handleBatch?(events: RecordedEvent[]): Promise<void>;
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
export class CatchUpSubscription {
  private stopped = false;
  private wake: (() => void) | null = null;
  private readonly loop: Promise<void>;
  private position: number | null = null;
  private caughtUpWaiters: Array<{ target: number; resolve: () => void }> = [];

  constructor(
    private readonly store: EventStore,
    private readonly handler: CheckpointedHandler,
    private readonly options: SubscriptionOptions = {},
  ) {
    this.loop = this.run();
  }

  /** the position of the last event handled */
  get checkpoint(): number | null {
    return this.position;
  }

  /** resolve once every event up to `position` (default: the store's head now) has been handled */
  async waitFor(position?: number | null): Promise<void> {
    const target = position === undefined ? await this.store.headPosition() : position;
    if (target === null || (this.position !== null && this.position >= target)) return;
    await new Promise<void>((resolve) => {
      this.caughtUpWaiters.push({ target, resolve });
      this.poke();
    });
  }

  /** poll now instead of waiting for the interval (e.g. after a local append) */
  poke(): void {
    this.wake?.();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.poke();
    await this.loop;
  }

  private async run(): Promise<void> {
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
        if (this.handler.handleBatch && batch.length > 0) {
          await this.handler.handleBatch(batch);
          this.position = batch[batch.length - 1].position;
        } else {
          for (const event of batch) {
            if (this.stopped) break;
            await this.handler.handle(event);
            this.position = event.position;
          }
        }
        this.options.onProgress?.(this.position);
        this.releaseWaiters();
        if (batch.length === batchSize && !this.stopped) continue;
      } catch (error) {
        this.options.onError?.(error);
        loaded = false; // reload the durable checkpoint: the failed event was not applied
      }
      if (!this.stopped) await this.sleep(interval);
    }
    this.releaseWaiters();
  }

  private releaseWaiters(): void {
    this.caughtUpWaiters = this.caughtUpWaiters.filter((w) => {
      const done = this.stopped || (this.position !== null && this.position >= w.target);
      if (done) w.resolve();
      return !done;
    });
  }

  private sleep(ms: number): Promise<void> {
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
