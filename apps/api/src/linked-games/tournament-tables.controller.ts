import { Body, Controller, Get, Param, Post, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { EmptyRequest, TournamentIdParams, TournamentTableParams } from '@captains-log/contracts';
import type { AuthenticatedAccount } from '../auth/accounts.service';
import { Caller } from '../auth/auth.decorators';
import { validate } from '../http/validate';
import { CreateTableGameCommand, type TableGame } from './commands/create-table-game';
import { GetMyTableQuery } from './queries/get-my-table';

/** Tournament play from the browser: a player's table in the current round, and its linked game. */
@ApiTags('tournaments')
@ApiBearerAuth()
@Controller('tournaments/:id')
export class TournamentTablesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post('rounds/:round/tables/:table/game')
  @ApiOperation({
    summary:
      'Start the table’s linked game from both players’ registered deck lists (a player of the table or a director): 201 when created, 200 with the game already there',
  })
  @ApiResponse({ status: 201, description: '{tournamentId, round, table, gameId, revision, created: true}' })
  @ApiResponse({ status: 200, description: 'the table’s game existed already: {…, created: false}' })
  async startGame(@Caller() caller: AuthenticatedAccount, @Param() params: unknown, @Body() body: unknown, @Res({ passthrough: true }) res: Response) {
    const { id, round, table } = validate(TournamentTableParams, params, 'params');
    validate(EmptyRequest, body, 'body');
    const game: TableGame = await this.commands.execute(new CreateTableGameCommand(caller, id, round, table));
    res.status(game.created ? 201 : 200);
    return game;
  }

  @Get('me')
  @ApiOperation({ summary: 'Your registration and your table in the latest round: seat, opponent, result or report to confirm, linked game, the round’s clock' })
  me(@Caller() caller: AuthenticatedAccount, @Param() params: unknown) {
    const { id } = validate(TournamentIdParams, params, 'params');
    return this.queries.execute(new GetMyTableQuery(caller, id));
  }
}
