import type { CheckpointedHandler, RecordedEvent } from '@captains-log/event-store';
import type { Prisma, PrismaClient } from './generated/prisma/client';

export type ReadModelTransaction = Prisma.TransactionClient;

/** Another instance of the same projector moved the checkpoint first; this event is not applied. */
export class ProjectorRaceError extends Error {
  constructor(name: string, expected: number | null) {
    super(`projector ${name}: checkpoint is no longer ${expected ?? 'empty'}; another instance applied it`);
  }
}

/**
 * A read model kept from the event log. Subclasses say which tables they own and how one event
 * changes them; the base class applies each event and advances the projector's checkpoint in one
 * transaction, with a compare-and-set on the checkpoint, so a restart resumes exactly where the
 * last committed event left off and two running instances never apply the same event twice.
 */
export abstract class PrismaProjector implements CheckpointedHandler {
  abstract readonly name: string;
  private known: number | null | undefined = undefined;

  constructor(protected readonly prisma: PrismaClient) {}

  /** apply one event inside the transaction (ignore events the read model does not need) */
  protected abstract apply(tx: ReadModelTransaction, event: RecordedEvent): Promise<void>;

  /** delete every row this projector owns (rebuild starts from empty tables) */
  protected abstract clear(tx: ReadModelTransaction): Promise<void>;

  async loadCheckpoint(): Promise<number | null> {
    const row = await this.prisma.projectionCheckpoint.upsert({
      where: { name: this.name },
      create: { name: this.name, position: null },
      update: {},
    });
    this.known = row.position === null ? null : Number(row.position);
    return this.known;
  }

  handle(event: RecordedEvent): Promise<void> {
    return this.handleBatch([event]);
  }

  /** Apply consecutive events in one transaction, moving the checkpoint to the last one's position. */
  async handleBatch(events: RecordedEvent[]): Promise<void> {
    if (events.length === 0) return;
    if (this.known === undefined) await this.loadCheckpoint();
    const expected = this.known ?? null;
    const last = events[events.length - 1].position;
    await this.prisma.$transaction(
      async (tx) => {
        for (const event of events) await this.apply(tx, event);
        const moved = await tx.projectionCheckpoint.updateMany({
          where: { name: this.name, position: expected === null ? null : BigInt(expected) },
          data: { position: BigInt(last), updatedAt: new Date() },
        });
        if (moved.count !== 1) throw new ProjectorRaceError(this.name, expected);
      },
      { timeout: 120_000, maxWait: 30_000 },
    );
    this.known = last;
  }

  /** empty the read model and its checkpoint; a subscription then replays the log from zero */
  async reset(): Promise<void> {
    await this.prisma.$transaction(async (tx) => {
      await this.clear(tx);
      await tx.projectionCheckpoint.upsert({
        where: { name: this.name },
        create: { name: this.name, position: null },
        update: { position: null, updatedAt: new Date() },
      });
    });
    this.known = null;
  }
}
