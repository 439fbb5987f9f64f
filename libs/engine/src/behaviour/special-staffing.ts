/**
 * Issue 15 (helper voyds9): special staffing icons. A ship's staffing requirement may name an icon other
 * than [Cmd] and [Stf] (or the Borg subcommands): [Maq] on Condor-class ships, [AU], [OS], [Films],
 * [KCA], [TE], [Ent-E], [KW], … Such a requirement is met by a compatible personnel aboard who shows that
 * icon (one requirement per personnel, as for every staffing icon). The card list files these icons
 * with the personnel's other icons (not in the staffing category), so `staffingIcons` alone never met
 * them and e.g. a Maquis Raider ([Maq][Maq]) could never be staffed.
 *   1E rulebook › EXECUTING ORDERS › STAFF A SHIP ("each staffing requirement is met by a compatible
 *   personnel onboard"; one personnel supplies one required icon); 1E current rulings (2001) › ship
 *   staffing ("Add [KCA] … and [TE] … to the list of special staffing icons") and › Klingon/Cardassian
 *   Alliance icon ("It is a special staffing icon"); › Commandeer Ship (a [Cmd][Stf][AU] requirement).
 * Issue 15 (lead): affiliation codes in a requirement — [Borg] ×3 on the Borg Cube, [Bor] on the J-25 Cube, [Car] and
 * [Dom] on the Enhanced Warship, [NA] ×2 on the Zalkonian Vessel — were never met, so those ships could never move. Such a
 * requirement is met by a compatible personnel of that affiliation aboard, one requirement per personnel like every
 * staffing icon (`affiliationStaffingShown`; the same rule's "each staffing requirement is met by a compatible personnel
 * onboard", the requirement naming an affiliation instead of an ability).
 */
import { lookupIcon, type Card } from '@captains-log/cards';

/** The icons every personnel may supply through its staffing icons (and [Cmd] for [Stf]): not special. */
const ORDINARY = new Set(['Cmd', 'Stf', 'Com', 'Def', 'Nav']);

/** The special staffing icons of `required` that `personnel` shows (each may meet one requirement). */
export function specialStaffingShown(personnel: Card, required: readonly string[]): string[] {
  const special = required.filter((code) => !ORDINARY.has(code));
  if (special.length === 0) return [];
  const shown = new Set(personnel.icons.filter((icon) => icon.category !== 'affiliation').map((icon) => icon.code));
  return [...new Set(special)].filter((code) => shown.has(code));
}

/** The affiliation codes of `required` ([Borg], [Car], [Dom], [NA]) whose affiliation `personnel` has (each may meet one requirement). */
export function affiliationStaffingShown(personnel: Card, required: readonly string[]): string[] {
  const out: string[] = [];
  for (const code of new Set(required)) {
    const icon = lookupIcon(code);
    if (icon?.category === 'affiliation' && (personnel.affiliations as readonly string[]).includes(icon.name)) out.push(code);
  }
  return out;
}
