import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { AccountView, FirstAdminRequest } from '@captains-log/contracts';
import { FirstRunSetup } from '../first-run-setup';

/** The first admin account, with the set-up token from the api's log, while no admin exists. */
export class CreateFirstAdminCommand extends Command<AccountView> {
  constructor(readonly request: FirstAdminRequest) {
    super();
  }
}

@CommandHandler(CreateFirstAdminCommand)
export class CreateFirstAdminHandler implements ICommandHandler<CreateFirstAdminCommand> {
  constructor(private readonly setup: FirstRunSetup) {}

  execute({ request }: CreateFirstAdminCommand): Promise<AccountView> {
    return this.setup.createFirstAdmin(request);
  }
}
