/**
 * Resolves a deck list's names to catalogue cards. Unknown names are errors naming the line and
 * suggesting the nearest titles. Zones missing from the list are inferred from the card type.
 */
import type { CardCatalogue } from '../catalogue/card-catalogue';
import type { Card, CardType } from '../model';
import { DECK_LIST_RULES, type DeckList, type DeckZone } from './deck-list';
import { nearestTitles } from './nearest-titles';

export interface ResolvedDeckEntry {
  readonly card: Card;
  readonly count: number;
  readonly zone: DeckZone;
  readonly sideDeck?: string;
  readonly zoneInferred: boolean;
  readonly line: number;
  /** the trekcc.org export's collector columns, as written */
  readonly collector?: string;
}

export interface DeckResolutionError {
  /** UNREADABLE_LINE: not a card line or heading; UNKNOWN_CARD: no card of the card list has this name */
  readonly code: 'UNREADABLE_LINE' | 'UNKNOWN_CARD';
  readonly rule: string;
  readonly line: number;
  readonly title: string;
  readonly message: string;
  readonly suggestions: readonly string[];
}

export interface ResolvedDeck {
  readonly name?: string;
  readonly entries: readonly ResolvedDeckEntry[];
  readonly errors: readonly DeckResolutionError[];
}

/** Types that are normally seeded (1E rulebook › THE SEED PHASES). */
const SEEDED_TYPES: ReadonlySet<CardType> = new Set<CardType>([
  'Mission',
  'Dilemma',
  'Artifact',
  'Facility',
  'Site',
  'Time Location',
  'Doorway',
]);

/**
 * The part of the deck a card of this type goes in when its list does not say (a list without section headings, a card
 * added to a deck by the deck builder): the seed deck for the types that are normally seeded, else the draw deck.
 */
export function usualDeckZone(card: Pick<Card, 'type'>): 'seed' | 'draw' {
  return SEEDED_TYPES.has(card.type) ? 'seed' : 'draw';
}

export function resolveDeckList(list: DeckList, catalogue: CardCatalogue): ResolvedDeck {
  const entries: ResolvedDeckEntry[] = [];
  const errors: DeckResolutionError[] = list.errors.map((error) => ({
    code: 'UNREADABLE_LINE' as const,
    rule: DECK_LIST_RULES.readable,
    line: error.line,
    title: error.text,
    message: error.message,
    suggestions: [],
  }));
  let titles: string[] | undefined;
  for (const entry of list.entries) {
    const byId = entry.cardId ? catalogue.get(entry.cardId) : undefined;
    const card = byId ?? pickVersion(catalogue.findByTitle(entry.title));
    if (!card) {
      titles ??= catalogue.titles();
      const suggestions = nearestTitles(entry.title, titles);
      errors.push({
        code: 'UNKNOWN_CARD',
        rule: DECK_LIST_RULES.knownCard,
        line: entry.line,
        title: entry.title,
        message:
          `line ${entry.line}: unknown card "${entry.title}"` +
          (suggestions.length > 0 ? `; did you mean ${suggestions.map((s) => `"${s}"`).join(', ')}?` : ''),
        suggestions,
      });
      continue;
    }
    const zone = entry.zone ?? usualDeckZone(card);
    entries.push({
      card,
      count: entry.count,
      zone,
      ...(entry.sideDeck ? { sideDeck: entry.sideDeck } : {}),
      zoneInferred: entry.zone === undefined,
      line: entry.line,
      ...(entry.collector ? { collector: entry.collector } : {}),
    });
  }
  return { ...(list.name ? { name: list.name } : {}), entries, errors };
}

/** Several printings may share a title; prefer the earliest set (lowest id) for determinism. */
function pickVersion(cards: readonly Card[]): Card | undefined {
  return [...cards].sort((a, b) => a.id.localeCompare(b.id))[0];
}
