import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { AuthenticatedAccount } from '../../auth/accounts.service';
import type { DeckFormat } from '../../cards/card-requests';
import { deckView, problemCountOf, SavedDecks, type SavedDeckView } from '../saved-decks';

/** One of the caller's saved decks with its list, checked against today's card list. */
export class GetDeckQuery extends Query<SavedDeckView> {
  constructor(
    readonly caller: AuthenticatedAccount,
    readonly deckId: string,
  ) {
    super();
  }
}

@QueryHandler(GetDeckQuery)
export class GetDeckHandler implements IQueryHandler<GetDeckQuery> {
  constructor(private readonly decks: SavedDecks) {}

  async execute({ caller, deckId }: GetDeckQuery): Promise<SavedDeckView> {
    const row = await this.decks.owned(caller.id, deckId);
    const validation = await this.decks.check(row.text, row.format as DeckFormat);
    // the flag in lists follows what the card list says today
    return deckView({ ...row, valid: validation.valid, problemCount: problemCountOf(validation) }, validation);
  }
}
