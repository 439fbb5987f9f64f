import { Body, Controller, Get, Param, Post, Put, Query as QueryString } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiBody, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { AccountIdParams, AccountList, AccountListQuery, AccountView, ChangeRoleRequest, FirstAdminRequest, SetupStatus, jsonSchemaOf } from '@captains-log/contracts';
import type { AuthenticatedAccount } from '../auth/accounts.service';
import { Caller, Public, Roles } from '../auth/auth.decorators';
import { validate } from '../http/validate';
import { ChangeRoleCommand } from './commands/change-role';
import { CreateFirstAdminCommand } from './commands/create-first-admin';
import { GetSetupStatusQuery } from './queries/get-setup-status';
import { ListAccountsQuery } from './queries/list-accounts';

/** Admin pages: the account list and role changes (admins), and the first-run set-up of the first admin. */
@ApiTags('admin')
@Controller()
export class AdminController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('admin/accounts')
  @Roles('admin')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Accounts by handle (admins): ?role=&query=&page=&pageSize=' })
  @ApiResponse({ status: 200, schema: jsonSchemaOf(AccountList) })
  accounts(@QueryString() query: unknown) {
    return this.queries.execute(new ListAccountsQuery(validate(AccountListQuery, query, 'query')));
  }

  @Put('admin/accounts/:id/role')
  @Roles('admin')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Promote a player to director (or admin) or demote (admins); the last admin stays one (422 LAST_ADMIN)' })
  @ApiBody({ schema: jsonSchemaOf(ChangeRoleRequest) })
  @ApiResponse({ status: 200, schema: jsonSchemaOf(AccountView) })
  changeRole(@Caller() caller: AuthenticatedAccount, @Param() params: unknown, @Body() body: unknown) {
    const { id } = validate(AccountIdParams, params, 'params');
    return this.commands.execute(new ChangeRoleCommand(caller, id, validate(ChangeRoleRequest, body, 'body').role));
  }

  @Public()
  @Get('setup')
  @ApiOperation({ summary: 'Whether the first-run set-up is needed (no admin account exists yet)' })
  @ApiResponse({ status: 200, schema: jsonSchemaOf(SetupStatus) })
  status() {
    return this.queries.execute(new GetSetupStatusQuery());
  }

  @Public()
  @Post('setup/admin')
  @ApiOperation({ summary: 'First-run set-up: create the first admin with the set-up token from the api’s log (only while no admin exists)' })
  @ApiBody({ schema: jsonSchemaOf(FirstAdminRequest) })
  @ApiResponse({ status: 201, schema: jsonSchemaOf(AccountView) })
  @ApiResponse({ status: 403, description: 'BAD_SETUP_TOKEN' })
  @ApiResponse({ status: 409, description: 'SETUP_DONE: an admin exists already' })
  firstAdmin(@Body() body: unknown) {
    return this.commands.execute(new CreateFirstAdminCommand(validate(FirstAdminRequest, body, 'body')));
  }
}
