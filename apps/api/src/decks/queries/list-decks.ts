import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { SavedDeckSummary } from '@captains-log/contracts';
import type { AuthenticatedAccount } from '../../auth/accounts.service';
import { deckSummary, SavedDecks } from '../saved-decks';

/** The caller's saved decks, most recently changed first (without their lists). */
export class ListDecksQuery extends Query<{ decks: SavedDeckSummary[] }> {
  constructor(readonly caller: AuthenticatedAccount) {
    super();
  }
}

@QueryHandler(ListDecksQuery)
export class ListDecksHandler implements IQueryHandler<ListDecksQuery> {
  constructor(private readonly decks: SavedDecks) {}

  async execute({ caller }: ListDecksQuery): Promise<{ decks: SavedDeckSummary[] }> {
    const rows = await this.decks.table.findMany({ where: { ownerId: caller.id }, orderBy: [{ updatedAt: 'desc' }, { name: 'asc' }] });
    return { decks: rows.map(deckSummary) };
  }
}
