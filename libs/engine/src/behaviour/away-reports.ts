/**
 * Issue 15 (helper voyds9): a card lying on its owner's ship that lets cards report aboard while the ship is
 * away from home (Home Away From Home). Card field `reportsAboardAway: true`, offered and checked as a special
 * report aboard the host (`SpecialReport { card, to: aboard:<ship> }`, reporting.ts via locker-reports.ts):
 * - a [DQ] ship whose lore names the Alpha Quadrant, while not in the Alpha Quadrant: your equipment and your
 *   [DQ] personnel of the ship's affiliation report aboard (normal card play); once each turn one such
 *   personnel showing [Stf] reports for free;
 * - any other non-Borg ship, while not in its native quadrant: your equipment, and your personnel of the
 *   ship's affiliation native to the ship's quadrant, report aboard (normal card play).
 *   1E rulebook › REPORTING FOR DUTY › SPECIAL REPORTING (native quadrant not asked); PLAYING "FOR FREE";
 *   MISCELLANEOUS RULES › "ONCE PER GAME" AND SIMILAR LIMITS ("once each turn": per player and title).
 */
import type { Card } from '@captains-log/cards';
import { bp } from '../context';
import { nativeQuadrant } from '../card-facts';
import type { CardInstance, GameState } from '../types';
import { locationOfZone, Z, zoneArg } from '../zones';

export const AWAY_REPORT_WORDS: readonly string[] = ['field:reportsAboardAway'];

/** The once-each-turn key of the free report (`CardAbilityUsed`). */
const freeKey = (title: string) => `${title}#free report aboard`;

type Place = { to: string; source: string; joins: string; cost: 'normal' | 'free-once-per-turn'; sharedKey?: string };

/** The reports aboard the host ship that the card `instance` (lying on it, face up, its owner's) opens to `printed` now. */
export function awayReportPlaces(state: GameState, instance: CardInstance, printed: Card): Place[] {
  const host = zoneArg(instance.zone);
  const ship = state.cards[host] ? bp(state, host) : undefined;
  if (ship?.type !== 'Ship' || state.cards[host]!.owner !== instance.owner) return [];
  const quadrant = state.locations[locationOfZone(state, state.cards[host]!.zone) ?? '']?.quadrant;
  if (!quadrant) return [];
  const matching = printed.type === 'Personnel' && printed.affiliations.some((affiliation) => ship.affiliations.includes(affiliation));
  const base = { to: Z.aboard(host), source: instance.iid, joins: host };
  const deltaHome = ship.icons.some((icon) => icon.code === 'DQ') && (ship.lore ?? '').includes('Alpha Quadrant');
  if (deltaHome) {
    if (quadrant === 'Alpha') return [];
    if (printed.type === 'Equipment') return [{ ...base, cost: 'normal' }];
    if (!matching || nativeQuadrant(printed) !== 'Delta') return [];
    const staff = printed.icons.some((icon) => icon.code === 'Stf');
    return [...(staff ? [{ ...base, cost: 'free-once-per-turn' as const, sharedKey: freeKey(bp(state, instance.iid).title) }] : []), { ...base, cost: 'normal' as const }];
  }
  if (ship.affiliations.includes('Borg') || quadrant === nativeQuadrant(ship)) return [];
  if (printed.type === 'Equipment') return [{ ...base, cost: 'normal' }];
  return matching && nativeQuadrant(printed) === nativeQuadrant(ship) ? [{ ...base, cost: 'normal' }] : [];
}
