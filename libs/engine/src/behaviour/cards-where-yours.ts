/**
 * Issue 15 (helper incidents): a card in play where one of your personnel is — "nullify {Homefront} where your [DS9]
 * Cardassian or Romulan personnel with Intelligence is present" (Joint Operation), "nullify {Homefront} present with
 * your V.I.P." (Combined Task Force).
 * Word:
 * - target `card-in-play-where-yours` (`filter`: a CardFilter for the card, `yours`: a PersonnelFilter) — a face-up card
 *   in play at a spaceline location (on a mission, a planet, a ship or facility there; not a card on a table) where a
 *   personnel of yours the filter passes is (on the planet, aboard a ship or facility there).
 *   1E rulebook › GLOSSARY › present (cards at the same location).
 * Decision: a card lying atop a mission (Homefront on a homeworld) is "present" with every card at that location, on the
 * planet or aboard a ship or facility there (the card lies on the mission, not in one of those places).
 */
import { bp } from '../context';
import { blueprintOf } from '../card-facts';
import { tableIndex } from '../table-index';
import type { GameState, PlayerId } from '../types';
import { locationOfCard } from '../zones';
import { immune, matches } from './play';
import { personnelMatches } from './personnel-filter';
import { finding } from './target-table';
import type { CardFilter } from './vocabulary';
import type { PersonnelFilter } from './vocabulary-events2';

export type CardWhereYoursTarget = { readonly kind: 'card-in-play-where-yours'; readonly filter: CardFilter; readonly yours: PersonnelFilter };

/** For the catalogue test. */
export const CARD_WHERE_YOURS_WORDS: readonly string[] = ['target:card-in-play-where-yours'];

/** The locations where `player` has a personnel the filter passes. */
function yourLocations(state: GameState, player: PlayerId, filter: PersonnelFilter): Set<string> {
  const out = new Set<string>();
  for (const instance of tableIndex(state).inPlayBy[player] ?? []) {
    const card = blueprintOf(state, instance.iid);
    if (card.type !== 'Personnel' || !personnelMatches(card, filter)) continue;
    const location = locationOfCard(state, instance.iid);
    if (location) out.add(location);
  }
  return out;
}

export function cardsWhereYours(state: GameState, player: PlayerId, spec: CardWhereYoursTarget, self?: string): string[] {
  const places = yourLocations(state, player, spec.yours);
  if (places.size === 0) return [];
  return tableIndex(state)
    .inPlay.filter((instance) => instance.iid !== self && instance.faceUp && matches(bp(state, instance.iid), spec.filter) && !immune(state, instance.iid, self))
    .filter((instance) => {
      const location = locationOfCard(state, instance.iid);
      return location !== null && places.has(location) && !state.locations[location]!.missions.includes(instance.iid);
    })
    .map((instance) => instance.iid);
}

/** The target words whose legal targets this module finds (behaviour/targets.ts). */
export const CARD_WHERE_YOURS_TARGETS = finding(['card-in-play-where-yours'], (state, player, spec, self) => cardsWhereYours(state, player, spec, self));
