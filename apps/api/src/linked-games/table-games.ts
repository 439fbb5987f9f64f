import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { uuidFromName } from '@captains-log/event-store';
import { READ_MODELS } from '@captains-log/platform';
import type { ReadModelDatabase } from '@captains-log/read-models';
import type { PlayerId } from '@captains-log/tournament';
import { GameStreams } from '../games/game-streams';

/** The game of a tournament table: its id derives from the tournament, the round and the pairing. */
export const tableGameId = (tournamentId: string, round: number, a: PlayerId, b: PlayerId) =>
  uuidFromName(`tournament-table-game|${tournamentId}|${round}|${a}|${b}`);

/**
 * Finds the game a table plays: the one created for the table (derived id, read from its stream),
 * or a game linked to the round that seats both players (POST /games with a tournament link, from
 * the games read model).
 */
@Injectable()
export class TableGames {
  constructor(
    private readonly games: GameStreams,
    @Inject(READ_MODELS) private readonly rm: ReadModelDatabase,
  ) {}

  async find(tournamentId: string, round: number, a: PlayerId, b: PlayerId): Promise<{ gameId: string; revision: number } | null> {
    const gameId = tableGameId(tournamentId, round, a, b);
    try {
      const game = await this.games.load(gameId);
      return { gameId, revision: game.revision };
    } catch (error) {
      if (!(error instanceof NotFoundException)) throw error;
    }
    const linked = await this.rm.prisma.game.findFirst({
      where: {
        tournamentId,
        tournamentRound: round,
        AND: [{ participants: { some: { accountId: a } } }, { participants: { some: { accountId: b } } }],
      },
      orderBy: { createdAt: 'asc' },
    });
    return linked ? { gameId: linked.id, revision: linked.revision } : null;
  }
}
