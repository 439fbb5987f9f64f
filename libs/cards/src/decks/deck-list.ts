/** A deck list as players write it, before card names are resolved. */
/**
 * `outside` (issue 15): the cards a player brings from outside the game (a section such as "Outside the Game") — not
 * part of the deck, never validated with it; the engine keeps them face down for cards that fetch one from outside
 * the game (libs/engine behaviour/outside-the-game.ts). 1E rulebook › OUT-OF-PLAY.
 */
export type DeckZone = 'seed' | 'draw' | 'side' | 'outside';

export interface DeckListEntry {
  readonly count: number;
  readonly title: string;
  /** Card id when the source names one (LackeyCCG `.dek` `<name id="...">`). */
  readonly cardId?: string;
  /** Zone from the section header, when there is one. */
  readonly zone?: DeckZone;
  /** Side deck name (`Q's Tent`, `Battle Bridge`) for side-deck sections. */
  readonly sideDeck?: string;
  readonly section?: string;
  /**
   * The collector columns before the count in a trekcc.org export (set, rarity, collector number),
   * as written. Names are still matched by title: the 1E card list has no collector column.
   */
  readonly collector?: string;
  /** 1-based line in the source text. */
  readonly line: number;
}

export interface DeckListSyntaxError {
  readonly line: number;
  readonly text: string;
  readonly message: string;
}

/** The deck list formats the platform reads (detected from the text, see `parseDeckList`). */
export type DeckListFormat = 'text' | 'dek' | 'trekcc';

/**
 * Rule references for problems with the list itself (not with the deck's construction): the
 * platform reads one card per line and knows the cards of its card list.
 */
export const DECK_LIST_RULES = {
  readable: 'platform rule › deck lists › one card per line: a count and the card title',
  knownCard: 'platform rule › deck lists › every card is named as in the card list',
} as const;

export interface DeckList {
  readonly name?: string;
  readonly entries: readonly DeckListEntry[];
  readonly errors: readonly DeckListSyntaxError[];
}

/** Maps a section header or `.dek` superzone name to a deck zone. */
export function zoneForSection(section: string): { zone?: DeckZone; sideDeck?: string } {
  const name = section.toLowerCase();
  // Before the side decks: "outside" holds "side".
  if (/outside/.test(name)) return { zone: 'outside' };
  if (/side|tent|battle bridge|q-continuum|q continuum|tribble|dyson|q-flash|q flash/.test(name)) {
    return { zone: 'side', sideDeck: section.trim() };
  }
  if (/seed|mission|dilemma|site|facilit|doorway|artifact/.test(name)) return { zone: 'seed' };
  if (/draw|deck|personnel|ship|event|interrupt|equipment|incident|objective/.test(name)) return { zone: 'draw' };
  return {};
}
