import { ForbiddenException, Inject, Injectable } from '@nestjs/common';
import type { PlayerId, Viewer } from '@captains-log/engine';
import type { EventStore } from '@captains-log/event-store';
import { EVENT_STORE } from '@captains-log/platform';
import { foldEvents, type TournamentEvent } from '@captains-log/tournament';
import type { AuthenticatedAccount } from '../auth/accounts.service';
import type { LoadedGame } from './game-stream';

/** Who the caller is at this table. */
export type GameRole =
  | { kind: 'player'; seat: PlayerId }
  | { kind: 'director'; why: 'admin' | 'tournament-director' }
  | { kind: 'spectator' };

@Injectable()
export class GameAccess {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  /**
   * A player sits in their seat; an admin, or a director of the game's tournament, sees everything;
   * anyone else signed in watches the public view when the game allows spectators (403 otherwise).
   */
  async roleOf(game: LoadedGame, caller: AuthenticatedAccount): Promise<GameRole> {
    const seat = game.meta.players.find((p) => p.accountId === caller.id)?.seat;
    if (seat) return { kind: 'player', seat };
    if (caller.role === 'admin') return { kind: 'director', why: 'admin' };
    if (caller.role === 'director' && (await this.directsTournamentOf(game, caller.id))) {
      return { kind: 'director', why: 'tournament-director' };
    }
    if (game.meta.settings.spectators) return { kind: 'spectator' };
    throw new ForbiddenException(`game ${game.gameId} does not admit spectators`);
  }

  private async directsTournamentOf(game: LoadedGame, accountId: string): Promise<boolean> {
    if (!game.meta.tournament) return false;
    const events = await this.store.readStream(`tournament-${game.meta.tournament.id}`);
    if (events.length === 0) return false;
    const state = foldEvents(events.map((e) => e.data as unknown as TournamentEvent));
    return state.config?.directors.includes(accountId) ?? false;
  }
}

export function viewerOf(role: GameRole): Viewer {
  return role.kind === 'player' ? { player: role.seat } : role.kind === 'director' ? 'director' : 'spectator';
}
