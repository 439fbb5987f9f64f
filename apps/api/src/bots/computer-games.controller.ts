import { Body, Controller, Get, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import { StartComputerGameRequest, jsonSchemaOf } from '@captains-log/contracts';
import type { AuthenticatedAccount } from '../auth/accounts.service';
import { Caller, Public } from '../auth/auth.decorators';
import { validate } from '../http/validate';
import { StartComputerGameCommand } from './commands/start-computer-game';
import { ListComputerOpponentsQuery } from './queries/list-computer-opponents';

/** Play against the computer: a computer opponent takes the other seat and plays through the command path. */
@ApiTags('games')
@Controller('computer')
export class ComputerGamesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Public()
  @Get('opponents')
  @ApiOperation({ summary: 'The computer opponents (levels random, greedy, lookahead) and the decks they play' })
  opponents() {
    return this.queries.execute(new ListComputerOpponentsQuery());
  }

  @Post('games')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Start a game against the computer with your deck (deckId or deck); it plays seat p2 with a starter deck' })
  @ApiBody({ schema: jsonSchemaOf(StartComputerGameRequest) })
  start(@Caller() caller: AuthenticatedAccount, @Body() body: unknown) {
    return this.commands.execute(new StartComputerGameCommand(caller, validate(StartComputerGameRequest, body, 'body')));
  }
}
