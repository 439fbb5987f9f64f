import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AccountsService } from '../accounts.service';

/** Sign out: revoke the token the request used. */
export class SignOutCommand extends Command<void> {
  constructor(readonly tokenHash: string) {
    super();
  }
}

@CommandHandler(SignOutCommand)
export class SignOutHandler implements ICommandHandler<SignOutCommand> {
  constructor(private readonly accounts: AccountsService) {}

  execute({ tokenHash }: SignOutCommand): Promise<void> {
    return this.accounts.signOut(tokenHash);
  }
}
