/**
 * Plain-text deck lists: `1x Card Name` or `1 Card Name` per line, optional section headers
 * (`Seed Deck`, `Missions (6)`, `Draw Deck:`, `Q's Tent`), `#`/`//` comments and blank lines.
 */
import { type DeckList, type DeckListEntry, type DeckListSyntaxError, zoneForSection } from './deck-list';

const ENTRY = /^(\d+)\s*[xX×]?\s+(.+?)\s*$/;

export function parseTextDeckList(text: string): DeckList {
  const entries: DeckListEntry[] = [];
  const errors: DeckListSyntaxError[] = [];
  let section: string | undefined;
  let sectionZone: ReturnType<typeof zoneForSection> = {};
  let name: string | undefined;
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = index + 1;
    const trimmed = raw.replace(/^\uFEFF/, '').trim();
    if (trimmed === '' || trimmed.startsWith('#') || trimmed.startsWith('//')) {
      const deckName = /^#\s*(?:deck|name)\s*:\s*(.+)$/i.exec(trimmed);
      if (deckName) name = deckName[1]!.trim();
      return;
    }
    const entry = ENTRY.exec(trimmed);
    if (entry) {
      const count = Number(entry[1]);
      if (count < 1) {
        errors.push({ line, text: raw, message: 'count must be at least 1' });
        return;
      }
      entries.push({
        count,
        title: entry[2]!,
        line,
        ...(sectionZone.zone ? { zone: sectionZone.zone } : {}),
        ...(sectionZone.sideDeck ? { sideDeck: sectionZone.sideDeck } : {}),
        ...(section ? { section } : {}),
      });
      return;
    }
    const header = /^(.+?)\s*(?:\(\d+\))?\s*:?\s*$/.exec(trimmed);
    const headerText = header?.[1]?.trim() ?? trimmed;
    const zone = zoneForSection(headerText);
    if (zone.zone) {
      section = headerText;
      sectionZone = zone;
      return;
    }
    errors.push({ line, text: raw, message: 'expected "<count>x <card name>" or a section header' });
  });
  return { ...(name ? { name } : {}), entries, errors };
}
