/**
 * Issue 15 (helper ferengi): the ability condition of Dabo, kept apart from ferengi-profits.ts (verbs-events-d.ts spreads
 * it into its condition table as the module loads). Condition `actor-personnel-present` (`notNames`): the player using
 * the ability has a personnel present with the card (aboard the site, facility or ship it lies on), not one so named.
 *   1E rulebook › MISCELLANEOUS RULES › "HERE" AND "PRESENT".
 */
import { bp } from '../context';
import type { GameState, PlayerId } from '../types';
import { cardsIn, Z, zoneArg, zoneKind } from '../zones';
import { names } from './reporting';

/** Where "present" is for a card lying on a site, facility or ship: aboard it; else its own zone. */
export function presentZoneOf(state: GameState, card: string): string | null {
  const zone = state.cards[card]?.zone;
  if (!zone) return null;
  if (zoneKind(zone) !== 'on') return zone;
  const host = zoneArg(zone);
  const type = state.cards[host] ? bp(state, host).type : '';
  return type === 'Site' || type === 'Facility' || type === 'Ship' ? Z.aboard(host) : state.cards[host]?.zone ?? null;
}

/** Ability condition `actor-personnel-present` (`notNames`): the player using the ability has a personnel present with the card, not one named so. */
export type ActorPersonnelPresentCondition = { readonly kind: 'actor-personnel-present'; readonly notNames?: readonly string[] };

export const FERENGI_PROFIT_CONDITIONS: {
  readonly 'actor-personnel-present': (state: GameState, player: PlayerId, card: string, condition: ActorPersonnelPresentCondition) => boolean;
} = {
  'actor-personnel-present': (state, player, card, condition) => {
    const zone = presentZoneOf(state, card);
    return !!zone && cardsIn(state, zone).some((iid) => state.cards[iid]!.owner === player && bp(state, iid).type === 'Personnel' && !(condition.notNames ?? []).some((name) => names(bp(state, iid), name)));
  },
};
