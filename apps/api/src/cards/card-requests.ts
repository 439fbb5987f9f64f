/**
 * Checks the /cards query string and the /decks/validate body. Every rejection is a 400 whose
 * message names the offending parameter or field.
 */
import { BadRequestException } from '@nestjs/common';
import { AFFILIATIONS, CARD_TYPES } from '@captains-log/cards';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
const MAX_PAGE = 100_000;
const MAX_QUERY_LENGTH = 200;
const MAX_SET_LENGTH = 50;
const SEARCH_PARAMETERS = ['query', 'type', 'affiliation', 'set', 'page', 'pageSize'] as const;

export interface CardSearchParams {
  readonly query?: string;
  readonly type?: string;
  readonly affiliation?: string;
  readonly set?: string;
  readonly page: number;
  readonly pageSize: number;
}

/** `Q` / `Q-card` (any Q-icon card) and `Q Dilemma`, `Q Event`... as well as the base types. */
const TYPE_NAMES = new Map<string, string>([
  ...CARD_TYPES.map((type) => [type.toLowerCase(), type] as const),
  ...CARD_TYPES.map((type) => [`q ${type.toLowerCase()}`, `Q ${type}`] as const),
  ['q', 'Q'],
  ['q-card', 'Q'],
]);
const AFFILIATION_NAMES = new Map(AFFILIATIONS.map((affiliation) => [affiliation.toLowerCase(), affiliation]));

function single(query: Record<string, unknown>, name: string): string | undefined {
  const value = query[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw new BadRequestException(`${name} must be given once, as a plain value`);
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

function integer(query: Record<string, unknown>, name: string, min: number, max: number, fallback: number): number {
  const raw = single(query, name);
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    throw new BadRequestException(`${name} must be an integer from ${min} to ${max}; got ${JSON.stringify(raw)}`);
  }
  return Number(raw);
}

export function parseCardSearchParams(query: Record<string, unknown>): CardSearchParams {
  const unknown = Object.keys(query).filter((name) => !(SEARCH_PARAMETERS as readonly string[]).includes(name));
  if (unknown.length > 0) {
    throw new BadRequestException(
      `unknown parameter${unknown.length > 1 ? 's' : ''} ${unknown.map((name) => JSON.stringify(name)).join(', ')}; /cards takes ${SEARCH_PARAMETERS.join(', ')}`,
    );
  }
  const text = single(query, 'query');
  if (text !== undefined && text.length > MAX_QUERY_LENGTH) {
    throw new BadRequestException(`query must be at most ${MAX_QUERY_LENGTH} characters; got ${text.length}`);
  }
  const typeRaw = single(query, 'type');
  const type = typeRaw === undefined ? undefined : TYPE_NAMES.get(typeRaw.toLowerCase().replace(/\s+/g, ' '));
  if (typeRaw !== undefined && type === undefined) {
    throw new BadRequestException(
      `type ${JSON.stringify(typeRaw)} is not a card type; use one of ${CARD_TYPES.join(', ')}, or Q / Q <type> for Q-icon cards`,
    );
  }
  const affiliationRaw = single(query, 'affiliation');
  const affiliation = affiliationRaw === undefined ? undefined : AFFILIATION_NAMES.get(affiliationRaw.toLowerCase());
  if (affiliationRaw !== undefined && affiliation === undefined) {
    throw new BadRequestException(`affiliation ${JSON.stringify(affiliationRaw)} is not an affiliation; use one of ${AFFILIATIONS.join(', ')}`);
  }
  const set = single(query, 'set');
  if (set !== undefined && (set.length > MAX_SET_LENGTH || !/^[\w.-]+$/.test(set))) {
    throw new BadRequestException(`set must be a release code (premiere) or a set id (101); got ${JSON.stringify(set)}`);
  }
  return {
    ...(text !== undefined ? { query: text } : {}),
    ...(type !== undefined ? { type } : {}),
    ...(affiliation !== undefined ? { affiliation } : {}),
    ...(set !== undefined ? { set } : {}),
    page: integer(query, 'page', 1, MAX_PAGE, 1),
    pageSize: integer(query, 'pageSize', 1, MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE),
  };
}

/** Deck formats /decks/validate knows. */
export const DECK_FORMATS = {
  modern: '1E Modern (OTF): construction rules, and cards the card list does not tag Modern are banned',
  open: '1E Open: the same construction rules, every card allowed',
} as const;
export type DeckFormat = keyof typeof DECK_FORMATS;
const MAX_DECK_LENGTH = 200_000;

export interface ValidateDeckRequest {
  readonly deck: string;
  readonly format: DeckFormat;
}

export function parseValidateDeckBody(body: unknown): ValidateDeckRequest {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new BadRequestException('the body must be a JSON object: { "deck": "<deck list text or .dek XML>", "format": "modern" }');
  }
  const { deck, format, ...rest } = body as Record<string, unknown>;
  const extra = Object.keys(rest);
  if (extra.length > 0) {
    throw new BadRequestException(`unknown field${extra.length > 1 ? 's' : ''} ${extra.map((name) => JSON.stringify(name)).join(', ')}; the body takes deck and format`);
  }
  if (typeof deck !== 'string' || deck.trim() === '') {
    throw new BadRequestException('deck is required: the deck list as text (`1x Card Name` lines) or LackeyCCG .dek XML, as a string');
  }
  if (deck.length > MAX_DECK_LENGTH) {
    throw new BadRequestException(`deck must be at most ${MAX_DECK_LENGTH} characters; got ${deck.length}`);
  }
  if (format !== undefined && (typeof format !== 'string' || !(format.toLowerCase() in DECK_FORMATS))) {
    throw new BadRequestException(`format must be one of ${Object.keys(DECK_FORMATS).join(', ')}; got ${JSON.stringify(format)}`);
  }
  return { deck, format: (format === undefined ? 'modern' : format.toLowerCase()) as DeckFormat };
}
