/** One call for the API and CLI: parse a deck list (text or .dek), resolve names, validate. */
import type { CardCatalogue } from '../catalogue/card-catalogue';
import { parseDekXml } from './parse-dek-xml';
import { parseTextDeckList } from './parse-text-deck';
import { type DeckResolutionError, type ResolvedDeck, resolveDeckList } from './resolve-deck';
import { type DeckValidation, type DeckValidationOptions, validateDeck } from './validate-deck';

export interface DeckCheck {
  readonly deck: ResolvedDeck;
  readonly errors: readonly DeckResolutionError[];
  readonly validation: DeckValidation;
  readonly valid: boolean;
}

export function looksLikeDekXml(source: string): boolean {
  return /^\s*(<\?xml|<deck\b)/.test(source.replace(/^\uFEFF/, ''));
}

export function checkDeckList(source: string, catalogue: CardCatalogue, options: DeckValidationOptions = {}): DeckCheck {
  const list = looksLikeDekXml(source) ? parseDekXml(source) : parseTextDeckList(source);
  const deck = resolveDeckList(list, catalogue);
  const validation = validateDeck(deck.entries, options);
  return { deck, errors: deck.errors, validation, valid: deck.errors.length === 0 && validation.valid };
}
