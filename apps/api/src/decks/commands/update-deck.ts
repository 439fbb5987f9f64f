import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { UpdateDeckRequest } from '@captains-log/contracts';
import type { AuthenticatedAccount } from '../../auth/accounts.service';
import type { DeckFormat } from '../../cards/card-requests';
import { deckView, problemCountOf, SavedDecks, type SavedDeckView } from '../saved-decks';

/** Rename a saved deck, replace its list or change its rules; it is checked again. */
export class UpdateDeckCommand extends Command<SavedDeckView> {
  constructor(
    readonly caller: AuthenticatedAccount,
    readonly deckId: string,
    readonly request: UpdateDeckRequest,
  ) {
    super();
  }
}

@CommandHandler(UpdateDeckCommand)
export class UpdateDeckHandler implements ICommandHandler<UpdateDeckCommand> {
  constructor(private readonly decks: SavedDecks) {}

  async execute({ caller, deckId, request }: UpdateDeckCommand): Promise<SavedDeckView> {
    const current = await this.decks.owned(caller.id, deckId);
    const name = request.name ?? current.name;
    const text = request.deck ?? current.text;
    const format = (request.format ?? current.format) as DeckFormat;
    if (name !== current.name) await this.decks.assertNameFree(caller.id, name, deckId);
    const validation = await this.decks.check(text, format);
    const row = await this.decks.uniqueName(name, () =>
      this.decks.table.update({
        where: { id: current.id },
        data: { name, text, format, valid: validation.valid, problemCount: problemCountOf(validation), updatedAt: new Date() },
      }),
    );
    return deckView(row, validation);
  }
}
