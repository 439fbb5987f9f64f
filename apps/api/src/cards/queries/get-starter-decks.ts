import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { starterDeckLists } from '@captains-log/cards';

export interface StarterDecksResponse {
  decks: { name: string; text: string }[];
}

/**
 * GET /decks/starter: the two preconstructed Premiere decks built into libs/cards, as deck-list
 * text (the web app offers them to newcomers; both are valid against either card source).
 */
export class GetStarterDecksQuery extends Query<StarterDecksResponse> {}

@QueryHandler(GetStarterDecksQuery)
export class GetStarterDecksHandler implements IQueryHandler<GetStarterDecksQuery, StarterDecksResponse> {
  async execute(): Promise<StarterDecksResponse> {
    return { decks: starterDeckLists().map((d) => ({ name: d.name, text: d.text })) };
  }
}
