/**
 * Issue 15, personnel pass (helper personnel-a): personnel whose special skill helps staff the ship
 * they are aboard — "if on {Phoenix}, meets two [Stf] staffing requirements" (`extra-icons`: more
 * staffing icons aboard that ship), "removes one staffing requirement from ship while aboard"
 * (`remove-requirement`). `CardBehaviour.staffing`; read by `isStaffed` (play.ts).
 *   1E rulebook › EXECUTING ORDERS › STAFF A SHIP (each staffing icon a ship requires is met by a
 *   compatible personnel aboard showing it; a [Cmd] icon also meets a [Stf] requirement).
 */
import type { Card } from '@captains-log/cards';
import { behaviourOf } from './registry';

export type StaffingHelp =
  /** Aboard a ship whose title starts with one of `shipTitles` (any ship when absent), it meets requirements for `icons` too, each once more. */
  | { readonly kind: 'extra-icons'; readonly icons: readonly string[]; readonly shipTitles?: readonly string[] }
  /** Aboard, one staffing requirement of the ship (any one) need not be met. */
  | { readonly kind: 'remove-requirement' }
  /** It meets one requirement for each of these icons (at most one each) instead of one requirement in all ("may apply [Com], [Nav], and [Def] to staffing"). */
  | { readonly kind: 'meets-each'; readonly icons: readonly string[] };

/** What the compatible crew `crew` adds to the staffing of `ship`: more icon sets, and whether one requirement goes (not cumulative). */
export function staffingHelp(crew: readonly Card[], ship: Card): { extra: string[][]; removeOne: boolean; each: ReadonlyMap<string, readonly string[]> } | null {
  let out: { extra: string[][]; removeOne: boolean; each: Map<string, readonly string[]> } | null = null;
  for (const personnel of crew) {
    const help = behaviourOf(personnel.id)?.staffing;
    if (!help) continue;
    out ??= { extra: [], removeOne: false, each: new Map() };
    if (help.kind === 'remove-requirement') out.removeOne = true;
    else if (help.kind === 'meets-each') out.each.set(personnel.id, help.icons);
    else if (!help.shipTitles || help.shipTitles.some((title) => ship.title === title || ship.title.startsWith(`${title} (`))) out.extra.push(...help.icons.map((icon) => [icon]));
  }
  return out;
}
