/**
 * LackeyCCG `.dek` deck files: `<deck>` with `<superzone name="...">` sections, each holding one
 * `<card>` per copy with `<name id="101_146">Title</name>` (and a `<set>`).
 */
import { type DeckList, type DeckListEntry, type DeckListSyntaxError, zoneForSection } from './deck-list';
import { XmlSyntaxError, childElements, parseXml } from './tiny-xml';

export function parseDekXml(xml: string): DeckList {
  let root;
  try {
    root = parseXml(xml);
  } catch (error) {
    if (error instanceof XmlSyntaxError) {
      return { entries: [], errors: [{ line: error.line, text: '', message: error.message }] };
    }
    throw error;
  }
  const errors: DeckListSyntaxError[] = [];
  if (root.name !== 'deck') errors.push({ line: root.line, text: `<${root.name}>`, message: 'root element must be <deck>' });
  const entries: DeckListEntry[] = [];
  for (const superzone of childElements(root, 'superzone')) {
    const section = superzone.attributes['name'] ?? '';
    const zone = zoneForSection(section);
    const grouped = new Map<string, DeckListEntry>();
    for (const card of childElements(superzone, 'card')) {
      const nameElement = childElements(card, 'name')[0];
      const title = (nameElement?.text ?? '').trim();
      if (!nameElement || title === '') {
        errors.push({ line: card.line, text: '<card>', message: 'card without a <name>' });
        continue;
      }
      const cardId = nameElement.attributes['id'];
      const key = `${cardId ?? ''}\u0000${title}`;
      const existing = grouped.get(key);
      if (existing) {
        grouped.set(key, { ...existing, count: existing.count + 1 });
        continue;
      }
      grouped.set(key, {
        count: 1,
        title,
        line: card.line,
        ...(cardId ? { cardId } : {}),
        ...(zone.zone ? { zone: zone.zone } : {}),
        ...(zone.sideDeck ? { sideDeck: zone.sideDeck } : {}),
        ...(section ? { section } : {}),
      });
    }
    entries.push(...grouped.values());
  }
  const meta = childElements(root, 'meta')[0];
  const name = meta ? childElements(meta, 'name')[0]?.text.trim() : undefined;
  return { ...(name ? { name } : {}), entries, errors };
}
