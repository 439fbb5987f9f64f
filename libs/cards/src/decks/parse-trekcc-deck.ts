/**
 * The trekcc.org deck list text export: deck headings (`Seed Deck (30)`, `Draw Deck (42)`, a side
 * deck such as `Q's Tent (13)`), card-type headings under them (`Personnel (18)`, `Missions (6)`),
 * and one line per card: tab-separated collector columns (set, rarity, collector number), then
 * `Nx`, then the card name. The 1E card list has no collector column, so cards are matched by
 * name (resolveDeckList); the collector columns are kept on the entry as written.
 */
import { type DeckList, type DeckListEntry, type DeckListSyntaxError, type DeckZone, zoneForSection } from './deck-list';
import { headingText, readComment, readTextEntry, sourceLines } from './parse-text-deck';

const COUNT_CELL = /^(\d+)\s*[xX×]$/;
const HEADING_WITH_COUNT = /^[^\d\t].*\(\d+\)\s*:?$/;

/** A line of the export's card rows: collector cells, then `Nx`, then the name. */
function cardRow(raw: string): { count: number; title: string | undefined; collector: string } | null {
  if (!raw.includes('\t')) return null;
  const cells = raw.split('\t').map((cell) => cell.trim());
  const at = cells.findIndex((cell) => COUNT_CELL.test(cell));
  if (at < 0) return null;
  return {
    count: Number(COUNT_CELL.exec(cells[at]!)![1]),
    title: cells.slice(at + 1).find((cell) => cell !== ''),
    collector: cells
      .slice(0, at)
      .filter((cell) => cell !== '')
      .join(' '),
  };
}

/**
 * True when the text has the export's card rows (a tab-separated `Nx` cell after at least one
 * collector cell), so `parseDeckList` reads it with `parseTrekccDeckList`.
 */
export function looksLikeTrekccExport(text: string): boolean {
  return sourceLines(text).some((raw) => {
    const cells = raw.split('\t');
    return cells.length >= 3 && cells.slice(1, -1).some((cell) => COUNT_CELL.test(cell.trim()));
  });
}

/** `Seed Deck`, `Draw Deck`, or a side deck (`Q's Tent`, `Battle Bridge`, `Tribbles side deck`). */
const isDeckHeading = (heading: string) => /\bdeck\b/i.test(heading) || zoneForSection(heading).zone === 'side';

export function parseTrekccDeckList(text: string): DeckList {
  const entries: DeckListEntry[] = [];
  const errors: DeckListSyntaxError[] = [];
  let name: string | undefined;
  /** the deck heading the lines are under, and the card-type heading within it */
  let deck: { heading: string; zone?: DeckZone; sideDeck?: string } | undefined;
  let section: string | undefined;
  let zone: DeckZone | undefined;
  let sideDeck: string | undefined;

  sourceLines(text).forEach((raw, index) => {
    const line = index + 1;
    const trimmed = raw.trim();
    const comment = readComment(trimmed);
    if (comment) {
      if (comment.deckName) name = comment.deckName;
      return;
    }
    const row = cardRow(raw) ?? (raw.includes('\t') ? null : readTextEntry(trimmed));
    if (row) {
      if (row.count < 1) errors.push({ line, text: raw, message: 'count must be at least 1' });
      else if (!row.title) errors.push({ line, text: raw, message: `no card name after "${row.count}x"` });
      else
        entries.push({
          count: row.count,
          title: row.title,
          line,
          ...(zone ? { zone } : {}),
          ...(sideDeck ? { sideDeck } : {}),
          ...(section ? { section } : {}),
          ...('collector' in row && row.collector ? { collector: row.collector } : {}),
        });
      return;
    }
    if (raw.includes('\t')) {
      errors.push({ line, text: raw, message: 'expected tab-separated collector columns, then "<count>x" and the card name' });
      return;
    }
    const heading = headingText(trimmed);
    const named = zoneForSection(heading);
    if (isDeckHeading(heading) && named.zone) {
      deck = { heading, zone: named.zone, ...(named.sideDeck ? { sideDeck: named.sideDeck } : {}) };
      section = heading;
      zone = named.zone;
      sideDeck = named.sideDeck;
      return;
    }
    // A card-type heading (`Personnel (18)`, `Tactics (2)`): known by name, or by its count.
    if (named.zone || HEADING_WITH_COUNT.test(trimmed)) {
      // It stays in its deck (Events under Q's Tent are side-deck cards), except missions, which
      // are always seeded (1E rulebook › BUILDING YOUR DECK › SEED DECK).
      const mission = /^missions?$/i.test(heading);
      section = deck ? `${deck.heading} › ${heading}` : heading;
      zone = mission ? 'seed' : (deck?.zone ?? named.zone);
      sideDeck = mission ? undefined : deck?.sideDeck;
      return;
    }
    errors.push({ line, text: raw, message: 'expected a heading such as "Draw Deck (42)" or a card line' });
  });
  return { ...(name ? { name } : {}), entries, errors };
}
