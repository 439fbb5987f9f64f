/** A deck list as players write it, before card names are resolved. */
export type DeckZone = 'seed' | 'draw' | 'side';

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
  /** 1-based line in the source text. */
  readonly line: number;
}

export interface DeckListSyntaxError {
  readonly line: number;
  readonly text: string;
  readonly message: string;
}

export interface DeckList {
  readonly name?: string;
  readonly entries: readonly DeckListEntry[];
  readonly errors: readonly DeckListSyntaxError[];
}

/** Maps a section header or `.dek` superzone name to a deck zone. */
export function zoneForSection(section: string): { zone?: DeckZone; sideDeck?: string } {
  const name = section.toLowerCase();
  if (/side|tent|battle bridge|q-continuum|q continuum|tribble|dyson|q-flash|q flash/.test(name)) {
    return { zone: 'side', sideDeck: section.trim() };
  }
  if (/seed|mission|dilemma|site|facilit|doorway|artifact/.test(name)) return { zone: 'seed' };
  if (/draw|deck|personnel|ship|event|interrupt|equipment|incident|objective/.test(name)) return { zone: 'draw' };
  return {};
}
