import { ForbiddenException, Injectable } from '@nestjs/common';
import type { PlayerId, Viewer } from '@captains-log/engine';
import type { AuthenticatedAccount } from '../auth/accounts.service';
import { TournamentStreams } from '../tournaments/tournament-streams';
import type { LoadedGame } from './game-streams';

/** Who the caller is at this table. */
export type GameRole =
  | { kind: 'player'; seat: PlayerId }
  | { kind: 'director'; why: 'admin' | 'tournament-director' | 'tournament-judge' }
  | { kind: 'spectator' };

@Injectable()
export class GameAccess {
  constructor(private readonly tournaments: TournamentStreams) {}

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
    // issue 13: an account a director added as a judge of the game's tournament judges its games
    if (await this.judgesTournamentOf(game, caller.id)) return { kind: 'director', why: 'tournament-judge' };
    if (game.meta.settings.spectators) return { kind: 'spectator' };
    throw new ForbiddenException(`game ${game.gameId} does not admit spectators`);
  }

  private async directsTournamentOf(game: LoadedGame, accountId: string): Promise<boolean> {
    if (!game.meta.tournament) return false;
    const state = await this.tournament(game.meta.tournament.id);
    return state?.config?.directors.includes(accountId) ?? false;
  }

  private async judgesTournamentOf(game: LoadedGame, accountId: string): Promise<boolean> {
    if (!game.meta.tournament) return false;
    const state = await this.tournament(game.meta.tournament.id);
    return state?.judges?.includes(accountId) ?? false;
  }

  /** The table of `round` that seats exactly these two players, or null. */
  async tournamentTable(tournamentId: string, round: number, players: [string, string]): Promise<number | null> {
    const state = await this.tournament(tournamentId);
    const tables = state?.rounds.find((r) => r.round === round)?.tables ?? [];
    const table = tables.find((t) => players.includes(t.a) && players.includes(t.b) && t.a !== t.b);
    return table?.table ?? null;
  }

  private async tournament(tournamentId: string) {
    const { state } = await this.tournaments.load(tournamentId);
    return state.config ? state : null;
  }
}

export function viewerOf(role: GameRole): Viewer {
  return role.kind === 'player' ? { player: role.seat } : role.kind === 'director' ? 'director' : 'spectator';
}
