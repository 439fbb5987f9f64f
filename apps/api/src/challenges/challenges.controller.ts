import { Body, Controller, Get, Headers, HttpCode, Param, Post, Query as QueryString, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiBody, ApiHeader, ApiOperation, ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import {
  AcceptChallengeRequest,
  AcceptChallengeResponse,
  ChallengeIdParams,
  ChallengeListQuery,
  ChallengeLists,
  ChallengeView,
  DeclineChallengeRequest,
  EmptyRequest,
  IssueChallengeRequest,
  jsonSchemaOf,
} from '@captains-log/contracts';
import type { AuthenticatedAccount } from '../auth/accounts.service';
import { Caller } from '../auth/auth.decorators';
import { validate } from '../http/validate';
import { commandHeaders } from '../tournaments/tournament-http';
import { AcceptChallengeCommand } from './commands/accept-challenge';
import { DeclineChallengeCommand } from './commands/decline-challenge';
import { IssueChallengeCommand } from './commands/issue-challenge';
import { WithdrawChallengeCommand } from './commands/withdraw-challenge';
import { GetChallengeQuery } from './queries/get-challenge';
import { ListChallengesQuery } from './queries/list-challenges';

const VIEW = { schema: jsonSchemaOf(ChallengeView) };
const REFUSALS = [
  ApiResponse({ status: 403, description: 'not yours to answer (code, rule)' }),
  ApiResponse({ status: 409, description: 'no longer open: accepted, declined or withdrawn (code, rule)' }),
  ApiResponse({ status: 422, description: 'the lobby’s rules refuse it, or DECK_INVALID with every problem and line' }),
];
const refusals = (): MethodDecorator => (target, key, descriptor) => {
  for (const d of REFUSALS) d(target, key, descriptor);
};

/** The lobby's challenges: challenge a handle or open a seat, accept (the game is created), decline, withdraw. */
@ApiTags('challenges')
@ApiBearerAuth()
@Controller('challenges')
export class ChallengesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post()
  @ApiOperation({ summary: 'Challenge a player by handle, or (without opponent) open a seat anyone may take, with a saved deck (deckId) or a list (deck)' })
  @ApiHeader({ name: 'Idempotency-Key', required: false, description: 'a repeat with the same key answers the challenge it made' })
  @ApiBody({ schema: jsonSchemaOf(IssueChallengeRequest) })
  @ApiResponse({ status: 201, ...VIEW })
  @refusals()
  async issue(@Caller() caller: AuthenticatedAccount, @Body() body: unknown, @Headers() headers: Record<string, string | undefined>, @Res({ passthrough: true }) res: Response) {
    const { idempotencyKey } = commandHeaders(headers);
    const { challenge, repeated } = await this.commands.execute(new IssueChallengeCommand(caller, validate(IssueChallengeRequest, body, 'body'), idempotencyKey));
    if (repeated) res.setHeader('Idempotent-Replayed', 'true');
    return challenge;
  }

  @Get()
  @ApiOperation({ summary: 'Your challenges, challenges to you and other players’ open seats (default: the open ones), newest first' })
  @ApiQuery({ name: 'status', required: false, enum: ['open', 'accepted', 'declined', 'withdrawn', 'any'] })
  @ApiResponse({ status: 200, schema: jsonSchemaOf(ChallengeLists) })
  list(@Caller() caller: AuthenticatedAccount, @QueryString() query: unknown) {
    return this.queries.execute(new ListChallengesQuery(caller, validate(ChallengeListQuery, query, 'query').status));
  }

  @Get(':id')
  @ApiOperation({ summary: 'One challenge (its players, anyone while it is an open seat, admins)' })
  @ApiResponse({ status: 200, ...VIEW })
  get(@Caller() caller: AuthenticatedAccount, @Param() params: unknown) {
    return this.queries.execute(new GetChallengeQuery(caller, validate(ChallengeIdParams, params, 'params').id));
  }

  @Post(':id/accept')
  @HttpCode(200)
  @ApiOperation({ summary: 'Accept with a saved deck or a list (the challenged player; anyone but the challenger for an open seat): the game is created' })
  @ApiBody({ schema: jsonSchemaOf(AcceptChallengeRequest) })
  @ApiResponse({ status: 200, schema: jsonSchemaOf(AcceptChallengeResponse) })
  @refusals()
  accept(@Caller() caller: AuthenticatedAccount, @Param() params: unknown, @Body() body: unknown) {
    const { id } = validate(ChallengeIdParams, params, 'params');
    return this.commands.execute(new AcceptChallengeCommand(caller, id, validate(AcceptChallengeRequest, body, 'body')));
  }

  @Post(':id/decline')
  @HttpCode(200)
  @ApiOperation({ summary: 'Decline a challenge to you (the challenged player), with an optional reason' })
  @ApiBody({ schema: jsonSchemaOf(DeclineChallengeRequest) })
  @ApiResponse({ status: 200, ...VIEW })
  @refusals()
  decline(@Caller() caller: AuthenticatedAccount, @Param() params: unknown, @Body() body: unknown) {
    const { id } = validate(ChallengeIdParams, params, 'params');
    return this.commands.execute(new DeclineChallengeCommand(caller, id, validate(DeclineChallengeRequest, body, 'body').reason));
  }

  @Post(':id/withdraw')
  @HttpCode(200)
  @ApiOperation({ summary: 'Withdraw your challenge while nobody has accepted it (the challenger)' })
  @ApiResponse({ status: 200, ...VIEW })
  @refusals()
  withdraw(@Caller() caller: AuthenticatedAccount, @Param() params: unknown, @Body() body: unknown) {
    const { id } = validate(ChallengeIdParams, params, 'params');
    validate(EmptyRequest, body, 'body');
    return this.commands.execute(new WithdrawChallengeCommand(caller, id));
  }
}
