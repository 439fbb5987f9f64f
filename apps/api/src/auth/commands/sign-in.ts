import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { SessionView } from '@captains-log/contracts';
import { AccountsService } from '../accounts.service';

/**
 * Sign in: a new bearer token (401 for an unknown handle or a wrong password, the same answer for
 * both; 429 with Retry-After after repeated failures for the account or from the address).
 */
export class SignInCommand extends Command<SessionView> {
  constructor(
    readonly handle: string,
    readonly password: string,
    /** the client's address (sign-in throttling counts per account and per address) */
    readonly address: string,
  ) {
    super();
  }
}

@CommandHandler(SignInCommand)
export class SignInHandler implements ICommandHandler<SignInCommand> {
  constructor(private readonly accounts: AccountsService) {}

  execute({ handle, password, address }: SignInCommand): Promise<SessionView> {
    return this.accounts.signIn(handle, password, address);
  }
}
