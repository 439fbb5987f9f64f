import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiBody, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import {
  DeckIdParams,
  SaveDeckRequest,
  SavedDeckDetail,
  SavedDeckList,
  UpdateDeckRequest,
  jsonSchemaOf,
} from '@captains-log/contracts';
import type { AuthenticatedAccount } from '../auth/accounts.service';
import { Caller } from '../auth/auth.decorators';
import { validate } from '../http/validate';
import { CreateDeckCommand } from './commands/create-deck';
import { DeleteDeckCommand } from './commands/delete-deck';
import { UpdateDeckCommand } from './commands/update-deck';
import { GetDeckQuery } from './queries/get-deck';
import { ListDecksQuery } from './queries/list-decks';

const SAVED_DECK = {
  description: 'the deck, its list, and its check (as POST /decks/validate answers: problems with rule references and lines)',
  schema: jsonSchemaOf(SavedDeckDetail),
};

/**
 * Saved decks per account (POST /decks/validate and GET /decks/starter are the cards module's; its
 * routes are registered first, so /decks/starter never reaches `:id` here).
 */
@ApiTags('decks')
@Controller('decks')
export class SavedDecksController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post()
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Save a deck list under a name (checked; saved even when it breaks a rule, flagged valid: false)' })
  @ApiBody({ schema: jsonSchemaOf(SaveDeckRequest) })
  @ApiResponse({ status: 201, ...SAVED_DECK })
  create(@Caller() caller: AuthenticatedAccount, @Body() body: unknown) {
    return this.commands.execute(new CreateDeckCommand(caller, validate(SaveDeckRequest, body, 'body')));
  }

  @Get()
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Your saved decks, most recently changed first (names and flags, without the lists)' })
  @ApiResponse({ status: 200, schema: jsonSchemaOf(SavedDeckList) })
  mine(@Caller() caller: AuthenticatedAccount) {
    return this.queries.execute(new ListDecksQuery(caller));
  }

  @Get(':id')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'One of your saved decks with its list, checked against today’s card list' })
  @ApiResponse({ status: 200, ...SAVED_DECK })
  get(@Caller() caller: AuthenticatedAccount, @Param() params: unknown) {
    return this.queries.execute(new GetDeckQuery(caller, validate(DeckIdParams, params, 'params').id));
  }

  @Patch(':id')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Rename a saved deck, replace its list or change its rules (checked again)' })
  @ApiBody({ schema: jsonSchemaOf(UpdateDeckRequest) })
  @ApiResponse({ status: 200, ...SAVED_DECK })
  update(@Caller() caller: AuthenticatedAccount, @Param() params: unknown, @Body() body: unknown) {
    const { id } = validate(DeckIdParams, params, 'params');
    return this.commands.execute(new UpdateDeckCommand(caller, id, validate(UpdateDeckRequest, body, 'body')));
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Delete one of your saved decks' })
  async remove(@Caller() caller: AuthenticatedAccount, @Param() params: unknown): Promise<void> {
    await this.commands.execute(new DeleteDeckCommand(caller, validate(DeckIdParams, params, 'params').id));
  }
}
