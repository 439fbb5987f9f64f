import { Injectable, type BeforeApplicationShutdown } from '@nestjs/common';
import type { GameState } from '@captains-log/engine';
import type { GameRole } from './game-access';
import { GameNotifier } from './game-notifier';
import { GameStreams, type LoadedGame } from './game-streams';
import { GameViewCache } from './game-view-cache';
import { compactSnapshot, snapshotChanges, visibleEvents, type VisibleEvent } from './game-views';

/** A live follower's view message: the whole compact view, or the changes since the last one. */
export type ViewMessage = ReturnType<typeof compactSnapshot> | ReturnType<typeof snapshotChanges>;

/**
 * Live viewers of games: each follower gets every new event as its role may see it, in order,
 * starting after the revision it names (a lost notification delays a viewer, never skips an event:
 * the events are read from the store). Every open stream is ended on shutdown so the server can close.
 */
@Injectable()
export class GameFollowers implements BeforeApplicationShutdown {
  private readonly followers = new Set<() => void>();

  constructor(
    private readonly streams: GameStreams,
    private readonly notifier: GameNotifier,
    private readonly views: GameViewCache,
  ) {}

  /**
   * Follow `first`'s game as `role` from after `after`; returns the function that stops following.
   * With `sendView` (opt-in, issue 17), after each burst of events the follower also gets what
   * changed in its compact view since the last one it was sent (the first: since `after`, or the
   * whole compact view when following from the start), so it need not read the view again.
   */
  async follow(
    first: LoadedGame,
    role: GameRole,
    after: number,
    send: (event: VisibleEvent) => void,
    end: () => void,
    sendView?: (view: ViewMessage) => void,
  ): Promise<() => void> {
    const gameId = first.gameId;
    let last = after;
    let viewRevision = after; // the revision of the last view sent (the client's own read when following from `after`)
    let lastState: GameState | undefined; // the state after `last`, kept to avoid refolding
    let pumping: Promise<void> = Promise.resolve();
    const pump = (revision?: number) => {
      pumping = pumping.then(async () => {
        // told of `revision`: a game this process already holds at it needs no read of the store
        const game = await this.streams.load(gameId, revision);
        // revisions are the positions in the log (0, 1, 2...): what was missed is the tail after `last`
        const missed = game.events[last + 1]?.revision === last + 1 ? game.events.slice(last + 1) : game.events.filter((e) => e.revision > last);
        if (missed.length === 0) return;
        for (const e of visibleEvents(game, missed, role, lastState)) {
          send(e);
          last = e.revision;
        }
        lastState = game.revision === last ? game.state : undefined;
        if (sendView && game.revision === last && viewRevision < last) {
          const current = this.views.get(game, role);
          sendView(viewRevision < 0 ? compactSnapshot(game, current, role) : snapshotChanges(game, this.views.get(game, role, viewRevision), current, role));
          viewRevision = last;
        }
      });
      return pumping;
    };
    const unlisten = this.notifier.listen(gameId, (revision) => {
      if (revision > last) void pump(revision).catch(() => undefined);
    });
    const close = () => {
      unlisten();
      this.followers.delete(close);
      end();
    };
    this.followers.add(close);
    await pump();
    return () => {
      unlisten();
      this.followers.delete(close);
    };
  }

  /** end every live stream so the HTTP server can close (graceful shutdown) */
  beforeApplicationShutdown(): void {
    for (const close of [...this.followers]) close();
  }
}
