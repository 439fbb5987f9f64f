/**
 * Issue 15 (eie): a card lying on a personnel who operates transporters lets its owner's cloaked (or
 * phased) ships at that personnel's location decloak for the beaming and cloak again at once (Scan Cycle
 * Check). Read by play.ts › checkBeamRoute, where nothing else beams on or off a cloaked or phased ship.
 *   1E rulebook › CLOAK (nothing beams to or from a cloaked ship); PHASING CLOAK; BEAMING (the
 *   transporters of the ship used).
 */
import { blueprintOf } from '../card-facts';
import type { GameState, PlayerId } from '../types';
import { cardsIn, locationOfZone, Z, zoneArg, zoneKind } from '../zones';
import { behaviourOf } from './registry';
import { skillLevel, groupMemberFromCard } from '@captains-log/cards';

export type CloakCyclePermit =
  /**
   * Lying on a personnel with `skill` (printed) who is aboard the ship whose transporters are used: the
   * beaming may start or end aboard any of its owner's cloaked or phased ships at that location.
   */
  { readonly kind: 'decloak-for-beaming'; readonly skill: string };

/** For the catalogue test and the README. */
export const CLOAK_CYCLE_WORDS: readonly string[] = ['permit:decloak-for-beaming'];

/** Whether `zone` (aboard a cloaked or phased ship) is opened for this beaming by a card lying on the operator aboard `via`. */
export function decloakedForBeaming(state: GameState, player: PlayerId, zone: string, via: string): boolean {
  if (zoneKind(zone) !== 'aboard') return false;
  const ship = state.cards[zoneArg(zone)];
  const transporters = state.cards[via];
  if (!ship || !transporters || ship.owner !== player || locationOfZone(state, ship.zone) !== locationOfZone(state, transporters.zone)) return false;
  return cardsIn(state, Z.aboard(via)).some((operator) => {
    const instance = state.cards[operator]!;
    if (instance.owner !== player || instance.stopped) return false;
    const card = blueprintOf(state, operator);
    if (card.type !== 'Personnel') return false;
    return cardsIn(state, Z.on(operator)).some((iid) =>
      (behaviourOf(state.cards[iid]!.blueprint)?.permits ?? []).some((permit) => permit.kind === 'decloak-for-beaming' && skillLevel(groupMemberFromCard(card), permit.skill) > 0),
    );
  });
}
