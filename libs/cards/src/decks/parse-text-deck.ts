/**
 * Plain-text deck lists: `1x Card Name` or `1 Card Name` per line, optional section headers
 * (`Seed Deck`, `Missions (6)`, `Draw Deck:`, `Q's Tent`), `#`/`//` comments and blank lines.
 */
import { type DeckList, type DeckListEntry, type DeckListSyntaxError, zoneForSection } from './deck-list';

const ENTRY = /^(\d+)\s*[xX×]?\s+(.+?)\s*$/;
const HEADING = /^(.+?)\s*(?:\(\d+\))?\s*:?\s*$/;

/** `2x Card Name` / `2 Card Name` (a trimmed line), or null. */
export function readTextEntry(trimmed: string): { count: number; title: string } | null {
  const entry = ENTRY.exec(trimmed);
  return entry ? { count: Number(entry[1]), title: entry[2]! } : null;
}

/** A heading's text without its card count and colon: `Draw Deck (42)` → `Draw Deck`. */
export function headingText(trimmed: string): string {
  return HEADING.exec(trimmed)?.[1]?.trim() ?? trimmed;
}

/** Blank lines and `#` / `//` comments; `# deck: <name>` names the deck. */
export function readComment(trimmed: string): { deckName?: string } | null {
  if (trimmed !== '' && !trimmed.startsWith('#') && !trimmed.startsWith('//')) return null;
  const deckName = /^#\s*(?:deck|name)\s*:\s*(.+)$/i.exec(trimmed);
  return deckName ? { deckName: deckName[1]!.trim() } : {};
}

export const sourceLines = (text: string): string[] => text.replace(/^\uFEFF/, '').split(/\r?\n/);

export function parseTextDeckList(text: string): DeckList {
  const entries: DeckListEntry[] = [];
  const errors: DeckListSyntaxError[] = [];
  let section: string | undefined;
  let sectionZone: ReturnType<typeof zoneForSection> = {};
  let name: string | undefined;
  sourceLines(text).forEach((raw, index) => {
    const line = index + 1;
    const trimmed = raw.trim();
    const comment = readComment(trimmed);
    if (comment) {
      if (comment.deckName) name = comment.deckName;
      return;
    }
    const entry = readTextEntry(trimmed);
    if (entry) {
      if (entry.count < 1) {
        errors.push({ line, text: raw, message: 'count must be at least 1' });
        return;
      }
      entries.push({
        count: entry.count,
        title: entry.title,
        line,
        ...(sectionZone.zone ? { zone: sectionZone.zone } : {}),
        ...(sectionZone.sideDeck ? { sideDeck: sectionZone.sideDeck } : {}),
        ...(section ? { section } : {}),
      });
      return;
    }
    const heading = headingText(trimmed);
    const zone = zoneForSection(heading);
    if (zone.zone) {
      section = heading;
      sectionZone = zone;
      return;
    }
    errors.push({ line, text: raw, message: 'expected "<count>x <card name>" or a section header' });
  });
  return { ...(name ? { name } : {}), entries, errors };
}
