/**
 * Issue 15 (helper partners): cards in play "where present" with the personnel a card lies on — the acting target
 * `card-present-with-host` (`filter`: a CardFilter) for an ability of a card lying on a personnel (I Am Not a Merry Man!:
 * "that Klingon may nullify one [Q] icon … event … where present"). Present with the host are the face-up cards lying on
 * the host or on any card in its place (a personnel of its crew, Away Team or site), on the ship or facility it is aboard,
 * and the cards lying atop its location when it is on the planet.
 *   1E rulebook › MISCELLANEOUS RULES › CONTROL AND OWNERSHIP › "HERE" AND "PRESENT".
 */
import { bp } from '../context';
import type { GameState } from '../types';
import { cardsIn, Z, zoneArg, zoneKind } from '../zones';
import { matches } from './play';
import type { CardFilter } from './vocabulary';

export type PresentWithHostTarget = { readonly kind: 'card-present-with-host'; readonly filter: CardFilter };

/** The face-up cards matching `filter` present with the personnel `card` lies on (none when it lies on no card). */
export function cardsPresentWithHost(state: GameState, card: string, filter: CardFilter): string[] {
  const zone = state.cards[card]?.zone ?? '';
  if (zoneKind(zone) !== 'on') return [];
  const host = state.cards[zoneArg(zone)];
  if (!host) return [];
  const place = host.zone;
  const holders = [...cardsIn(state, place)];
  if (zoneKind(place) === 'aboard') holders.push(zoneArg(place));
  const lying = holders.flatMap((holder) => [...cardsIn(state, Z.on(holder))]);
  if (zoneKind(place) === 'surface') lying.push(...cardsIn(state, Z.atop(zoneArg(place))));
  return lying.filter((iid) => iid !== card && state.cards[iid]!.faceUp && matches(bp(state, iid), filter));
}
