import { Body, Controller, Delete, ForbiddenException, Get, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import {
  AccountView,
  CreateAccountRequest,
  CreateSessionRequest,
  SessionView,
  jsonSchemaOf,
} from '@captains-log/contracts';
import { validate } from '../http/validate';
import { AccountsService, type AuthenticatedAccount } from './accounts.service';
import { Caller, Public } from './auth.decorators';

@ApiTags('accounts')
@Controller()
export class AccountsController {
  constructor(private readonly accounts: AccountsService) {}

  @Public()
  @Post('accounts')
  @ApiOperation({ summary: 'Sign up as a player; an admin may create directors and admins' })
  @ApiBody({ schema: jsonSchemaOf(CreateAccountRequest) })
  @ApiResponse({ status: 201, schema: jsonSchemaOf(AccountView) })
  async create(@Body() body: unknown, @Caller() caller?: AuthenticatedAccount): Promise<AccountView> {
    const request = validate(CreateAccountRequest, body, 'body');
    if (request.role && request.role !== 'player' && caller?.role !== 'admin') {
      throw new ForbiddenException(`only an admin may create a ${request.role} account`);
    }
    return this.accounts.create(request);
  }

  @Public()
  @Post('sessions')
  @HttpCode(201)
  @ApiOperation({ summary: 'Sign in: answers a bearer token' })
  @ApiBody({ schema: jsonSchemaOf(CreateSessionRequest) })
  @ApiResponse({ status: 201, schema: jsonSchemaOf(SessionView) })
  signIn(@Body() body: unknown): Promise<SessionView> {
    const request = validate(CreateSessionRequest, body, 'body');
    return this.accounts.signIn(request.handle, request.password);
  }

  @Delete('sessions/current')
  @HttpCode(204)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Sign out: revoke the token this request used' })
  async signOut(@Caller() caller: AuthenticatedAccount): Promise<void> {
    await this.accounts.signOut(caller.tokenHash);
  }

  @Get('me')
  @ApiBearerAuth()
  @ApiResponse({ status: 200, schema: jsonSchemaOf(AccountView) })
  async me(@Caller() caller: AuthenticatedAccount): Promise<AccountView> {
    return (await this.accounts.byId(caller.id))!;
  }
}
