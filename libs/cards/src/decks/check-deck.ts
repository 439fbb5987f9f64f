/** One call for the API and CLI: parse a deck list (text, .dek or trekcc.org export), resolve names, validate. */
import type { CardCatalogue } from '../catalogue/card-catalogue';
import type { DeckList, DeckListFormat } from './deck-list';
import { parseDekXml } from './parse-dek-xml';
import { parseTextDeckList } from './parse-text-deck';
import { looksLikeTrekccExport, parseTrekccDeckList } from './parse-trekcc-deck';
import { type DeckResolutionError, type ResolvedDeck, resolveDeckList } from './resolve-deck';
import { type DeckValidation, type DeckValidationOptions, validateDeck } from './validate-deck';

export interface DeckCheck {
  /** the list format the text was read as */
  readonly format: DeckListFormat;
  readonly deck: ResolvedDeck;
  readonly errors: readonly DeckResolutionError[];
  readonly validation: DeckValidation;
  readonly valid: boolean;
}

export function looksLikeDekXml(source: string): boolean {
  return /^\s*(<\?xml|<deck\b)/.test(source.replace(/^\uFEFF/, ''));
}

/** Read a deck list in whichever format it is: LackeyCCG `.dek` XML, the trekcc.org text export, or plain text. */
export function parseDeckList(source: string): { format: DeckListFormat; list: DeckList } {
  if (looksLikeDekXml(source)) return { format: 'dek', list: parseDekXml(source) };
  if (looksLikeTrekccExport(source)) return { format: 'trekcc', list: parseTrekccDeckList(source) };
  return { format: 'text', list: parseTextDeckList(source) };
}

export function checkDeckList(source: string, catalogue: CardCatalogue, options: DeckValidationOptions = {}): DeckCheck {
  const { format, list } = parseDeckList(source);
  const deck = resolveDeckList(list, catalogue);
  const validation = validateDeck(deck.entries, options);
  return { format, deck, errors: deck.errors, validation, valid: deck.errors.length === 0 && validation.valid };
}
