import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  DropPlayerRequest,
  ReasonRequest,
  RegisterPlayerRequest,
  TournamentIdParams,
  TournamentPlayerParams,
  UpdateDeckListRequest,
} from '@captains-log/contracts';
import type { AuthenticatedAccount } from '../auth/accounts.service';
import { Caller, Public } from '../auth/auth.decorators';
import { validate } from '../http/validate';
import { RegisterPlayerCommand } from './commands/register-player';
import { GetPlayersQuery } from './queries/get-players';
import { commandEnvelope, runTournamentCommand, Sender, TournamentCommand, type TournamentRequest } from './tournament-http';
import type { RunCommand } from './tournament-streams';

/** A tournament's players: register, replace a deck, withdraw, drop, reinstate; the player list. */
@ApiTags('tournaments')
@Controller('tournaments/:id/players')
export class TournamentPlayersController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post()
  @TournamentCommand(
    'Register with a deck list: a player registers themself; a director may register anyone (by playerId or handle), and after the start only a director registers (late entry)',
    RegisterPlayerRequest,
  )
  register(@Param() params: unknown, @Body() body: unknown, @Sender() sender: TournamentRequest) {
    const { id } = validate(TournamentIdParams, params, 'params');
    const request = validate(RegisterPlayerRequest, body, 'body');
    return this.commands.execute(new RegisterPlayerCommand(commandEnvelope(sender, id), sender.account.displayName, request));
  }

  @Put(':playerId/deck')
  @TournamentCommand('Replace a deck list before the start (the player or a director)', UpdateDeckListRequest)
  updateDeck(@Param() params: unknown, @Body() body: unknown, @Sender() sender: TournamentRequest) {
    const { id, playerId } = validate(TournamentPlayerParams, params, 'params');
    const { deckList } = validate(UpdateDeckListRequest, body, 'body');
    return this.run(sender, id, { type: 'UpdateDeckList', playerId, deckList });
  }

  @Delete(':playerId')
  @TournamentCommand('Withdraw a registration before the start (the player or a director)')
  withdraw(@Param() params: unknown, @Sender() sender: TournamentRequest) {
    const { id, playerId } = validate(TournamentPlayerParams, params, 'params');
    return this.run(sender, id, { type: 'WithdrawRegistration', playerId });
  }

  @Post(':playerId/drop')
  @TournamentCommand('Drop (the player themself or a director): never paired again, results kept', DropPlayerRequest)
  drop(@Param() params: unknown, @Body() body: unknown, @Sender() sender: TournamentRequest) {
    const { id, playerId } = validate(TournamentPlayerParams, params, 'params');
    const { reason } = validate(DropPlayerRequest, body, 'body');
    return this.run(sender, id, { type: 'DropPlayer', playerId, ...(reason ? { reason } : {}) });
  }

  @Post(':playerId/reinstate')
  @TournamentCommand('Re-entry of a dropped player (a director, with a reason)', ReasonRequest)
  reinstate(@Param() params: unknown, @Body() body: unknown, @Sender() sender: TournamentRequest) {
    const { id, playerId } = validate(TournamentPlayerParams, params, 'params');
    const { reason } = validate(ReasonRequest, body, 'body');
    return this.run(sender, id, { type: 'ReinstatePlayer', playerId, reason });
  }

  @Public()
  @Get()
  @ApiOperation({ summary: 'Players; deck lists only for the tournament’s directors and the player themself' })
  players(@Param() params: unknown, @Caller() caller?: AuthenticatedAccount) {
    const { id } = validate(TournamentIdParams, params, 'params');
    return this.queries.execute(new GetPlayersQuery(id, caller ? { id: caller.id, role: caller.role } : undefined));
  }

  private run(sender: TournamentRequest, id: string, body: RunCommand['body']) {
    return runTournamentCommand(this.commands, sender, id, body);
  }
}
