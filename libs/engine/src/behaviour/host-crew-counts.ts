/**
 * Issue 15 (download): an ability condition on the crew of the ship or facility the card lies on —
 * "to your [TNG] personnel or 3 non-[AU] ENGINEER aboard" (Equipment Replicator).
 * Word: ability condition `host-crew-count` (`any`: `{ filter, atLeast }` entries) — holds when, for
 * one entry, at least `atLeast` of the player's personnel aboard the host match `filter`
 * (personnel-filter.ts). Aboard = in the host's crew (`aboard:HOST`), as the rulebook's "aboard".
 *   1E rulebook › MISCELLANEOUS RULES › CONTROL AND OWNERSHIP › "HERE" AND "PRESENT" (aboard a ship or facility).
 */
import { bp } from '../context';
import type { GameState, PlayerId } from '../types';
import { cardsIn, isInPlayZone, Z, zoneArg, zoneKind } from '../zones';
import { personnelMatches } from './personnel-filter';
import type { PersonnelFilter } from './vocabulary-events2';

export type HostCrewCountCondition = { readonly kind: 'host-crew-count'; readonly any: readonly { readonly filter: PersonnelFilter; readonly atLeast: number }[] };

/** For the catalogue test. */
export const HOST_CREW_COUNT_WORDS: readonly string[] = ['ability-condition:host-crew-count'];

/** The ship or facility in play the card lies on, if any. */
function hostOf(state: GameState, card: string): string | undefined {
  const zone = state.cards[card]?.zone ?? '';
  if (zoneKind(zone) !== 'on') return undefined;
  const host = zoneArg(zone);
  const instance = state.cards[host];
  if (!instance || !isInPlayZone(instance.zone)) return undefined;
  const type = bp(state, host).type;
  return type === 'Ship' || type === 'Facility' ? host : undefined;
}

export const HOST_CREW_COUNT_CONDITIONS: { readonly 'host-crew-count': (state: GameState, player: PlayerId, card: string, condition: HostCrewCountCondition) => boolean } = {
  'host-crew-count': (state, player, card, condition) => {
    const host = hostOf(state, card);
    if (!host) return false;
    const crew = cardsIn(state, Z.aboard(host)).filter((iid) => state.cards[iid]!.owner === player && bp(state, iid).type === 'Personnel');
    return condition.any.some((entry) => crew.filter((iid) => personnelMatches(bp(state, iid), entry.filter)).length >= entry.atLeast);
  },
};
