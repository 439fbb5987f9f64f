/**
 * Issue 15 (helper incidents-d): property logos as icons. Card texts name the property logos like
 * icons ("your [TNG] personnel", "[DS9] Cardassians", "[VOY]"), but the card list carries them in the
 * `Property` column, not in `Icons` (cards lib: `card.property`). `showsIcon` reads both, so a filter
 * on `TNG` / `DS9` / `VOY` reaches the real cards of that property.
 *   1E rulebook › THE CARDS (icons, property logos).
 */
import type { Card } from '@captains-log/cards';

/** The icon codes the card texts use for property logos, and the card list's `Property` value of each. */
const PROPERTY_LOGOS: Readonly<Record<string, string>> = { TNG: 'TNG', DS9: 'DS9', VOY: 'VOY' };

/**
 * The card list spells the Mirror Quadrant icon of personnel, ships and facilities `[MU]` (115 personnel, 16 ships,
 * 7 facilities; `[MQ]` appears on one mission's icon row): a script's "[MQ] personnel" means those cards
 * (1E current rulings › Mirror Quadrant icon [MQ]: "Personnel, ships, and facilities with this icon are native to the
 * Mirror Quadrant").
 */
const SPELLED_ALSO: Readonly<Record<string, string>> = { MQ: 'MU', MU: 'MQ' };

/** Whether the card shows the icon `code`: among its icons (either spelling of the Mirror Quadrant icon), or as its property logo. */
export function showsIcon(card: Card, code: string): boolean {
  const also = SPELLED_ALSO[code];
  if (card.icons.some((icon) => icon.code === code || icon.code === also)) return true;
  const property = PROPERTY_LOGOS[code];
  return property !== undefined && card.property?.trim() === property;
}
