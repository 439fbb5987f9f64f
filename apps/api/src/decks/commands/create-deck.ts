import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import type { SaveDeckRequest } from '@captains-log/contracts';
import type { AuthenticatedAccount } from '../../auth/accounts.service';
import { deckView, problemCountOf, SavedDecks, type SavedDeckView } from '../saved-decks';

/** Save a deck list under a name of the caller's; it is checked and saved even when it breaks rules (flagged). */
export class CreateDeckCommand extends Command<SavedDeckView> {
  constructor(
    readonly caller: AuthenticatedAccount,
    readonly request: SaveDeckRequest,
  ) {
    super();
  }
}

@CommandHandler(CreateDeckCommand)
export class CreateDeckHandler implements ICommandHandler<CreateDeckCommand> {
  constructor(private readonly decks: SavedDecks) {}

  async execute({ caller, request }: CreateDeckCommand): Promise<SavedDeckView> {
    const format = request.format ?? 'modern';
    await this.decks.assertRoom(caller.id);
    await this.decks.assertNameFree(caller.id, request.name);
    const validation = await this.decks.check(request.deck, format);
    const now = new Date();
    const row = await this.decks.uniqueName(request.name, () =>
      this.decks.table.create({
        data: {
          id: randomUUID(),
          ownerId: caller.id,
          name: request.name,
          text: request.deck,
          format,
          valid: validation.valid,
          problemCount: problemCountOf(validation),
          createdAt: now,
          updatedAt: now,
        },
      }),
    );
    return deckView(row, validation);
  }
}
