import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { checkDeckList, modernBanList, usualDeckZone, type Card } from '@captains-log/cards';
import { CardCatalogueService } from './card-catalogue.service';
import {
  GetCardQuery,
  SearchCardsQuery,
  ValidateDeckQuery,
  type CardResponse,
  type CardSearchResponse,
  type CardSummary,
  type DeckValidationResponse,
} from './card-queries';

export function cardSummary(card: Card): CardSummary {
  return {
    id: card.id,
    title: card.title,
    type: card.type,
    types: card.types,
    qIcon: card.qIcon,
    universal: card.universal,
    affiliations: card.affiliations,
    release: card.release,
    setId: card.setId,
    deckZone: usualDeckZone(card),
    formats: card.formats,
    href: `/cards/${encodeURIComponent(card.id)}`,
  };
}

@QueryHandler(SearchCardsQuery)
export class SearchCardsHandler implements IQueryHandler<SearchCardsQuery, CardSearchResponse> {
  constructor(private readonly cards: CardCatalogueService) {}

  async execute({ params }: SearchCardsQuery): Promise<CardSearchResponse> {
    const { catalogue, source } = await this.cards.current();
    const result = catalogue.search(params);
    return {
      source,
      query: params,
      total: result.total,
      page: result.page,
      pageSize: result.pageSize,
      pages: Math.ceil(result.total / result.pageSize),
      items: result.items.map(cardSummary),
    };
  }
}

@QueryHandler(GetCardQuery)
export class GetCardHandler implements IQueryHandler<GetCardQuery, CardResponse> {
  constructor(private readonly cards: CardCatalogueService) {}

  async execute({ id }: GetCardQuery): Promise<CardResponse> {
    const { catalogue, source } = await this.cards.current();
    return { source, card: catalogue.get(id) };
  }
}

@QueryHandler(ValidateDeckQuery)
export class ValidateDeckHandler implements IQueryHandler<ValidateDeckQuery, DeckValidationResponse> {
  constructor(private readonly cards: CardCatalogueService) {}

  async execute({ request }: ValidateDeckQuery): Promise<DeckValidationResponse> {
    const { catalogue, source } = await this.cards.current();
    const notes: string[] = [];
    let banList: string[] | undefined;
    if (request.format === 'modern') {
      if (source.kind === 'read-model') banList = modernBanList(catalogue.all());
      else notes.push('Modern legality was not checked: the built-in starter pool carries no format tags (import the card list to check it)');
    }
    const check = checkDeckList(request.deck, catalogue, banList ? { banList } : {});
    if (check.errors.length > 0) {
      notes.push('the counts and problems cover only the lines that name known cards; see listErrors');
    }
    return {
      source,
      format: request.format,
      listFormat: check.format,
      valid: check.valid,
      ...(check.deck.name ? { name: check.deck.name } : {}),
      counts: check.validation.counts,
      problems: check.validation.problems,
      listErrors: check.errors,
      entries: check.deck.entries.map((entry) => ({
        line: entry.line,
        count: entry.count,
        id: entry.card.id,
        title: entry.card.title,
        type: entry.card.type,
        zone: entry.zone,
        zoneInferred: entry.zoneInferred,
        ...(entry.sideDeck ? { sideDeck: entry.sideDeck } : {}),
        ...(entry.collector ? { collector: entry.collector } : {}),
      })),
      notes,
    };
  }
}
