import { Injectable, type BeforeApplicationShutdown } from '@nestjs/common';
import type { GameState } from '@captains-log/engine';
import type { GameRole } from './game-access';
import { GameNotifier } from './game-notifier';
import { GameStreams, type LoadedGame } from './game-streams';
import { visibleEvents, type VisibleEvent } from './game-views';

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
  ) {}

  /** Follow `first`'s game as `role` from after `after`; returns the function that stops following. */
  async follow(first: LoadedGame, role: GameRole, after: number, send: (event: VisibleEvent) => void, end: () => void): Promise<() => void> {
    const gameId = first.gameId;
    let last = after;
    let lastState: GameState | undefined; // the state after `last`, kept to avoid refolding
    let pumping: Promise<void> = Promise.resolve();
    const pump = () => {
      pumping = pumping.then(async () => {
        const game = await this.streams.load(gameId);
        const missed = game.events.filter((e) => e.revision > last);
        if (missed.length === 0) return;
        for (const e of visibleEvents(game, missed, role, lastState)) {
          send(e);
          last = e.revision;
        }
        lastState = game.revision === last ? game.state : undefined;
      });
      return pumping;
    };
    const unlisten = this.notifier.listen(gameId, (revision) => {
      if (revision > last) void pump().catch(() => undefined);
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
