import { NotFoundException } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { AuthenticatedAccount } from '../../auth/accounts.service';
import { SavedDecks } from '../saved-decks';

/** Delete one of the caller's saved decks (games and registrations made with it keep their copy of the list). */
export class DeleteDeckCommand extends Command<void> {
  constructor(
    readonly caller: AuthenticatedAccount,
    readonly deckId: string,
  ) {
    super();
  }
}

@CommandHandler(DeleteDeckCommand)
export class DeleteDeckHandler implements ICommandHandler<DeleteDeckCommand> {
  constructor(private readonly decks: SavedDecks) {}

  async execute({ caller, deckId }: DeleteDeckCommand): Promise<void> {
    const { count } = await this.decks.table.deleteMany({ where: { id: deckId, ownerId: caller.id } });
    if (count === 0) throw new NotFoundException(`you have no saved deck with id ${deckId}`);
  }
}
