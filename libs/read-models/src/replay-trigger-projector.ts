import type { RecordedEvent } from '@captains-log/event-store';
import { PrismaProjector, type ReadModelTransaction } from './projector';

/** Asks for a game's replay files (the platform enqueues the replay job, id from game + revision). */
export type ReplayRequest = (request: { gameId: string; stream: string; revision: number }) => Promise<void>;

/**
 * Issue 8: when a game ends — issue 13: when its ended log is sealed (GameSealed in a `game-<id>`
 * stream, appended by the api right after GameEnded) — request its replay files. It owns
 * no table; its checkpoint makes every game end requested once per projector run, and the job id
 * (game + final revision) makes a repeat (a restart between enqueue and checkpoint) a no-op.
 */
export class ReplayTriggerProjector extends PrismaProjector {
  readonly name = 'replay-trigger';

  constructor(
    prisma: ConstructorParameters<typeof PrismaProjector>[0],
    private readonly request: ReplayRequest,
  ) {
    super(prisma);
  }

  protected async apply(_tx: ReadModelTransaction, event: RecordedEvent): Promise<void> {
    // issue 13: a game's log closes with GameSealed (right after GameEnded); its replays carry the seal
    if (event.type !== 'GameSealed' || !event.stream.startsWith('game-')) return;
    await this.request({ gameId: event.stream.slice('game-'.length), stream: event.stream, revision: event.revision });
  }

  protected async clear(): Promise<void> {
    // nothing: replay files are not a projection (a rebuild must not drop or re-request them)
  }
}
