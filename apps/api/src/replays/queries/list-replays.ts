import { Inject } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { READ_MODELS } from '@captains-log/platform';
import type { ReadModelDatabase } from '@captains-log/read-models';
import { PERSPECTIVES, type Perspective } from '@captains-log/replay';
import type { AuthenticatedAccount } from '../../auth/accounts.service';
import { GameAccess } from '../../games/game-access';
import { GameStreams } from '../../games/game-streams';
import { allowedPerspectives, defaultPerspective } from '../replay-access';

/** The replay files of a game the caller may download: perspective, size, build time, sha256. */
export class ListReplaysQuery extends Query<unknown> {
  constructor(
    readonly caller: AuthenticatedAccount,
    readonly gameId: string,
  ) {
    super();
  }
}

@QueryHandler(ListReplaysQuery)
export class ListReplaysHandler implements IQueryHandler<ListReplaysQuery> {
  constructor(
    private readonly streams: GameStreams,
    private readonly access: GameAccess,
    @Inject(READ_MODELS) private readonly readModels: ReadModelDatabase,
  ) {}

  async execute({ caller, gameId }: ListReplaysQuery) {
    const game = await this.streams.load(gameId);
    const role = await this.access.roleOf(game, caller);
    const allowed = allowedPerspectives(role, game.meta.settings);
    const rows = await this.readModels.prisma.replayFile.findMany({
      where: { gameId },
      select: { perspective: true, revision: true, headHash: true, size: true, sha256: true, buildMs: true, builtAt: true, keyId: true },
    });
    return {
      gameId,
      ended: game.state.phase === 'ended',
      allowed,
      default: defaultPerspective(role, game.meta.settings),
      files: rows
        .filter((r) => allowed.includes(r.perspective as Perspective))
        .sort((a, b) => PERSPECTIVES.indexOf(a.perspective as Perspective) - PERSPECTIVES.indexOf(b.perspective as Perspective)),
    };
  }
}
