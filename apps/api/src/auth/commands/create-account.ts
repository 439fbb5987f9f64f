import { ConflictException, ForbiddenException } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { AccountView, CreateAccountRequest } from '@captains-log/contracts';
import { BOT_HANDLE_PREFIX } from '../../bots/bot-accounts';
import { AccountsService, type AuthenticatedAccount } from '../accounts.service';

/** Sign up as a player; an admin may create directors and admins. */
export class CreateAccountCommand extends Command<AccountView> {
  constructor(
    readonly request: CreateAccountRequest,
    readonly caller?: AuthenticatedAccount,
  ) {
    super();
  }
}

@CommandHandler(CreateAccountCommand)
export class CreateAccountHandler implements ICommandHandler<CreateAccountCommand> {
  constructor(private readonly accounts: AccountsService) {}

  execute({ request, caller }: CreateAccountCommand): Promise<AccountView> {
    if (request.role && request.role !== 'player' && caller?.role !== 'admin') {
      throw new ForbiddenException(`only an admin may create a ${request.role} account`);
    }
    if (request.handle.toLowerCase().startsWith(BOT_HANDLE_PREFIX)) {
      throw new ConflictException(`handles beginning with "${BOT_HANDLE_PREFIX}" belong to the computer opponents`);
    }
    return this.accounts.create(request);
  }
}
