import { CatchUpSubscription, type EventStore } from '@captains-log/event-store';
import type { PrismaProjector } from './projector';

export interface ProjectorStatus {
  name: string;
  checkpoint: number | null;
  lastError: string | null;
}

/** Runs projectors as catch-up subscriptions on the event store; stop() drains them. */
export class ProjectionRunner {
  private readonly subscriptions = new Map<string, CatchUpSubscription>();
  private readonly errors = new Map<string, string | null>();

  constructor(
    private readonly store: EventStore,
    private readonly projectors: PrismaProjector[],
    private readonly options: { pollIntervalMs?: number; onError?: (name: string, error: unknown) => void } = {},
  ) {}

  start(): void {
    for (const p of this.projectors) {
      if (this.subscriptions.has(p.name)) continue;
      this.errors.set(p.name, null);
      this.subscriptions.set(
        p.name,
        new CatchUpSubscription(this.store, p, {
          pollIntervalMs: this.options.pollIntervalMs ?? 250,
          onError: (error) => {
            this.errors.set(p.name, error instanceof Error ? error.message : String(error));
            this.options.onError?.(p.name, error);
          },
          onProgress: () => this.errors.set(p.name, null),
        }),
      );
    }
  }

  /** resolve once every projector has applied the store's log up to now */
  async catchUp(): Promise<void> {
    const head = await this.store.headPosition();
    await Promise.all([...this.subscriptions.values()].map((s) => s.waitFor(head)));
  }

  /** wake the projectors now (after a local append) instead of at their next poll */
  poke(): void {
    for (const s of this.subscriptions.values()) s.poke();
  }

  status(): ProjectorStatus[] {
    return this.projectors.map((p) => ({
      name: p.name,
      checkpoint: this.subscriptions.get(p.name)?.checkpoint ?? null,
      lastError: this.errors.get(p.name) ?? null,
    }));
  }

  /** rebuild every projector from zero: stop, empty, replay the whole log */
  async rebuild(): Promise<void> {
    await this.stop();
    for (const p of this.projectors) await p.reset();
    this.start();
    await this.catchUp();
  }

  async stop(): Promise<void> {
    await Promise.all([...this.subscriptions.values()].map((s) => s.stop()));
    this.subscriptions.clear();
  }
}
