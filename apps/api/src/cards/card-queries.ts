import { Query } from '@nestjs/cqrs';
import type { Affiliation, Card, CardType, DeckListFormat, DeckProblem, DeckResolutionError } from '@captains-log/cards';
import type { CardSource } from './card-catalogue.service';
import type { CardSearchParams, DeckFormat, ValidateDeckRequest } from './card-requests';

/** What a search lists per card; GET /cards/:id has the whole card. */
export interface CardSummary {
  id: string;
  title: string;
  type: CardType;
  types: readonly CardType[];
  qIcon: boolean;
  universal: boolean;
  affiliations: readonly Affiliation[];
  release: string;
  setId: string;
  /** where the deck builder adds it: the seed deck (the types normally seeded) or the draw deck (libs/cards usualDeckZone) */
  deckZone: 'seed' | 'draw';
  /** the formats the card list tags it with (`Modern`, `Open`, …); none from the built-in starter pool */
  formats: readonly string[];
  href: string;
}

export interface CardSearchResponse {
  source: CardSource;
  query: CardSearchParams;
  total: number;
  page: number;
  pageSize: number;
  pages: number;
  items: CardSummary[];
}

export interface CardResponse {
  source: CardSource;
  card: Card | undefined;
}

export interface DeckValidationResponse {
  source: CardSource;
  format: DeckFormat;
  /** how the list was read: plain text, LackeyCCG .dek XML or the trekcc.org text export */
  listFormat: DeckListFormat;
  valid: boolean;
  name?: string;
  counts: { missions: number; seedDeck: number; sites: number; drawDeck: number };
  /** construction problems, every one with its rule reference and, when cards are at fault, their `lines` */
  problems: readonly DeckProblem[];
  /** lines that could not be read or name no known card (with the nearest titles), each with its code and rule */
  listErrors: readonly DeckResolutionError[];
  entries: ReadonlyArray<{
    line: number;
    count: number;
    id: string;
    title: string;
    type: CardType;
    zone: string;
    zoneInferred: boolean;
    sideDeck?: string;
    collector?: string;
  }>;
  notes: string[];
}

/** GET /cards: search the catalogue. */
export class SearchCardsQuery extends Query<CardSearchResponse> {
  constructor(readonly params: CardSearchParams) {
    super();
  }
}

/** GET /cards/:id: one card. */
export class GetCardQuery extends Query<CardResponse> {
  constructor(readonly id: string) {
    super();
  }
}

/** POST /decks/validate: parse, resolve and validate a deck list (changes nothing, so a query). */
export class ValidateDeckQuery extends Query<DeckValidationResponse> {
  constructor(readonly request: ValidateDeckRequest) {
    super();
  }
}
