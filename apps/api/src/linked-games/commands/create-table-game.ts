import { ForbiddenException, HttpException, HttpStatus, Inject, NotFoundException } from '@nestjs/common';
import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { READ_MODELS } from '@captains-log/platform';
import type { ReadModelDatabase } from '@captains-log/read-models';
import type { AuthenticatedAccount } from '../../auth/accounts.service';
import { CreateGameCommand } from '../../games/commands/create-game';
import { isGuestPlayer } from '../../tournaments/commands/register-player';
import { TournamentStreams } from '../../tournaments/tournament-streams';
import { TableGames, tableGameId } from '../table-games';

export interface TableGame {
  tournamentId: string;
  round: number;
  table: number;
  gameId: string;
  revision: number;
  /** false: the table's game existed already and is answered again */
  created: boolean;
}

/**
 * Start the linked game of a tournament table from the two players' registered deck lists: a
 * player of the table or a director of the tournament (or an admin) may; a second call answers the
 * game already there (made here or by POST /games with the tournament link).
 */
export class CreateTableGameCommand extends Command<TableGame> {
  constructor(
    readonly caller: AuthenticatedAccount,
    readonly tournamentId: string,
    readonly round: number,
    readonly table: number,
  ) {
    super();
  }
}

@CommandHandler(CreateTableGameCommand)
export class CreateTableGameHandler implements ICommandHandler<CreateTableGameCommand> {
  constructor(
    private readonly tournaments: TournamentStreams,
    private readonly tableGames: TableGames,
    private readonly commands: CommandBus,
    @Inject(READ_MODELS) private readonly rm: ReadModelDatabase,
  ) {}

  async execute({ caller, tournamentId, round, table }: CreateTableGameCommand): Promise<TableGame> {
    const { state } = await this.tournaments.loadExisting(tournamentId);
    const seat = state.rounds.find((r) => r.round === round)?.tables.find((t) => t.table === table);
    if (!seat) throw new NotFoundException(`tournament ${tournamentId} has no table ${table} in round ${round}`);
    const director = caller.role === 'admin' || state.config!.directors.includes(caller.id);
    if (!director && caller.id !== seat.a && caller.id !== seat.b) {
      throw new ForbiddenException({
        statusCode: 403,
        error: 'Forbidden',
        code: 'FORBIDDEN',
        rule: 'platform rule › roles: what players and directors may do',
        message: `only the players of table ${table} or a director of this tournament start its game`,
      });
    }
    const found = await this.tableGames.find(tournamentId, round, seat.a, seat.b);
    if (found) return { tournamentId, round, table, ...found, created: false };
    if (seat.result) {
      throw new HttpException(
        {
          statusCode: 422,
          error: 'Unprocessable Entity',
          code: 'RESULT_ALREADY_RECORDED',
          rule: 'tournament rules › results',
          message: `table ${table} of round ${round} has its result already`,
        },
        HttpStatus.UNPROCESSABLE_ENTITY,
      );
    }
    // a player registered without an account plays on paper (tournaments/commands/register-player.ts)
    const guest = [seat.a, seat.b].find((id) => !!id && isGuestPlayer(id));
    if (guest) {
      throw new HttpException(
        {
          statusCode: 422,
          error: 'Unprocessable Entity',
          code: 'PLAYS_ON_PAPER',
          rule: 'tournament rules › results',
          message: `${state.players[guest]?.name ?? guest} was registered without an account and plays on paper: a director enters the result of table ${table}`,
        },
        HttpStatus.UNPROCESSABLE_ENTITY,
      );
    }
    const players = await Promise.all(
      [seat.a, seat.b].map(async (id) => {
        const account = await this.rm.prisma.account.findUnique({ where: { id } });
        if (!account) throw new NotFoundException(`player ${id} of table ${table} has no account`);
        return { handle: account.handle, deck: state.players[id]!.deckList };
      }),
    );
    const { gameId, revision } = await this.commands.execute(
      new CreateGameCommand(caller, { players, tournament: { id: tournamentId, round } }, { gameId: tableGameId(tournamentId, round, seat.a, seat.b) }),
    );
    return { tournamentId, round, table, gameId, revision, created: true };
  }
}
