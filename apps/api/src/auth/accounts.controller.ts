import { Body, Controller, Delete, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiBody, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { AccountView, CreateAccountRequest, CreateSessionRequest, SessionView, jsonSchemaOf } from '@captains-log/contracts';
import { validate } from '../http/validate';
import type { AuthenticatedAccount } from './accounts.service';
import { Caller, Public } from './auth.decorators';
import { CreateAccountCommand } from './commands/create-account';
import { SignInCommand } from './commands/sign-in';
import { SignOutCommand } from './commands/sign-out';
import { GetAccountQuery } from './queries/get-account';
import { SignInThrottledException } from './sign-in-throttle';

@ApiTags('accounts')
@Controller()
export class AccountsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Public()
  @Post('accounts')
  @ApiOperation({ summary: 'Sign up as a player; an admin may create directors and admins' })
  @ApiBody({ schema: jsonSchemaOf(CreateAccountRequest) })
  @ApiResponse({ status: 201, schema: jsonSchemaOf(AccountView) })
  create(@Body() body: unknown, @Caller() caller?: AuthenticatedAccount): Promise<AccountView> {
    return this.commands.execute(new CreateAccountCommand(validate(CreateAccountRequest, body, 'body'), caller));
  }

  @Public()
  @Post('sessions')
  @HttpCode(201)
  @ApiOperation({ summary: 'Sign in: answers a bearer token' })
  @ApiBody({ schema: jsonSchemaOf(CreateSessionRequest) })
  @ApiResponse({ status: 201, schema: jsonSchemaOf(SessionView) })
  @ApiResponse({ status: 429, description: 'too many failed sign-ins for the account or from the address: wait Retry-After seconds' })
  async signIn(@Body() body: unknown, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<SessionView> {
    const request = validate(CreateSessionRequest, body, 'body');
    try {
      return await this.commands.execute(new SignInCommand(request.handle, request.password, String(req.ip)));
    } catch (err) {
      if (err instanceof SignInThrottledException) res.setHeader('retry-after', String(err.retryAfterSeconds));
      throw err;
    }
  }

  @Delete('sessions/current')
  @HttpCode(204)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Sign out: revoke the token this request used' })
  async signOut(@Caller() caller: AuthenticatedAccount): Promise<void> {
    await this.commands.execute(new SignOutCommand(caller.tokenHash));
  }

  @Get('me')
  @ApiBearerAuth()
  @ApiResponse({ status: 200, schema: jsonSchemaOf(AccountView) })
  me(@Caller() caller: AuthenticatedAccount): Promise<AccountView> {
    return this.queries.execute(new GetAccountQuery(caller.id));
  }
}
