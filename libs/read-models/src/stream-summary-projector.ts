import type { RecordedEvent } from '@captains-log/event-store';
import { PrismaProjector, type ReadModelTransaction } from './projector';

/** The stream-summary read model: one row per stream with its size and latest event. */
export class StreamSummaryProjector extends PrismaProjector {
  readonly name = 'stream-summaries';

  protected async apply(tx: ReadModelTransaction, event: RecordedEvent): Promise<void> {
    const recordedAt = new Date(event.metadata.recordedAt);
    const latest = {
      eventCount: event.revision + 1,
      lastRevision: event.revision,
      lastEventType: event.type,
      lastPosition: BigInt(event.position),
      lastRecordedAt: recordedAt,
    };
    await tx.streamSummary.upsert({
      where: { stream: event.stream },
      create: { stream: event.stream, category: categoryOf(event.stream), firstRecordedAt: recordedAt, ...latest },
      update: latest,
    });
  }

  protected async clear(tx: ReadModelTransaction): Promise<void> {
    await tx.streamSummary.deleteMany({});
  }
}

/** `game-42` → `game`; a stream without a dash is its own category. */
export function categoryOf(stream: string): string {
  const dash = stream.indexOf('-');
  return dash > 0 ? stream.slice(0, dash) : stream;
}
