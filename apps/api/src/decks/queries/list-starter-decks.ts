import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { starterDeckLists } from '@captains-log/cards';
import type { StarterDeck } from '@captains-log/contracts';

/** The built-in starter decks (libs/cards), each with a stable key, its name and its list. */
export class ListStarterDecksQuery extends Query<{ decks: StarterDeck[] }> {}

const keyOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/\(.*?\)/g, '')
    .trim()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

@QueryHandler(ListStarterDecksQuery)
export class ListStarterDecksHandler implements IQueryHandler<ListStarterDecksQuery> {
  execute(): Promise<{ decks: StarterDeck[] }> {
    return Promise.resolve({ decks: starterDeckLists().map((d) => ({ key: keyOf(d.name), name: d.name, text: d.text })) });
  }
}
