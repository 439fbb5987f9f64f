/**
 * Issue 15 (assorted): a card lying atop a homeworld that changes its owner's personnel in play of the
 * homeworld's affiliation, wherever they are ("plays on a homeworld; your OFFICER … personnel of same
 * affiliation as that homeworld are CUNNING +2 and STRENGTH +2": HQ: War Room). The word is the
 * existing `fleet-personnel-attribute` with `where: 'homeworld-affiliation'`; the homeworld's
 * affiliation is read from the affiliation icons of the homeworld missions at the card's location.
 * `heldModifiers` (held-modifiers.ts) folds them in with one call.
 *   1E rulebook › THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES (lasting effects while in play);
 *   MISCELLANEOUS RULES › THE CUMULATIVE RULE (one copy counts unless the card says "cumulative").
 * Speed: the cards with the word atop a location are found once per card record (perCards); most
 * games have none, and then a personnel costs one lookup.
 */
import { blueprintOf, isHomeworld } from '../card-facts';
import { perCards, tableIndex } from '../table-index';
import type { GameState } from '../types';
import { locationOfZone, zoneKind } from '../zones';
import { personnelMatches } from './personnel-filter';
import { behaviourOf } from './registry';
import type { Modifier } from './vocabulary';

/** The face-up cards atop a location holding a `homeworld-affiliation` modifier. */
function holders(state: GameState): readonly string[] {
  return perCards(state, 'homeworld-affiliation-holders', () =>
    tableIndex(state)
      .inPlay.filter((instance) => instance.faceUp && zoneKind(instance.zone) === 'atop')
      .filter((instance) => behaviourOf(instance.blueprint)?.modifiers?.some((modifier) => modifier.kind === 'fleet-personnel-attribute' && modifier.where === 'homeworld-affiliation'))
      .map((instance) => instance.iid),
  );
}

/** The affiliations the homeworld missions at `location` show. */
function homeworldAffiliations(state: GameState, location: string): readonly string[] {
  return (state.locations[location]?.missions ?? []).map((iid) => blueprintOf(state, iid)).filter(isHomeworld).flatMap((mission) => mission.mission?.affiliationIcons ?? []);
}

/** The `homeworld-affiliation` modifiers that reach personnel `iid`, one per title unless cumulative (`seen` shared with the caller). */
export function homeworldHeldModifiers(state: GameState, iid: string, seen: Set<string>): Modifier[] {
  const found = holders(state);
  if (found.length === 0) return [];
  const instance = state.cards[iid];
  if (!instance) return [];
  const personnel = blueprintOf(state, iid);
  const out: Modifier[] = [];
  for (const source of found) {
    const card = state.cards[source]!;
    const location = locationOfZone(state, card.zone);
    if (!location) continue;
    const behaviour = behaviourOf(card.blueprint)!;
    for (const [index, modifier] of (behaviour.modifiers ?? []).entries()) {
      if (modifier.kind !== 'fleet-personnel-attribute' || modifier.where !== 'homeworld-affiliation') continue;
      if ((modifier.whose === 'yours' && card.owner !== instance.owner) || (modifier.whose === 'opponent' && card.owner === instance.owner)) continue;
      const affiliations = homeworldAffiliations(state, location);
      if (!(personnel.affiliations as readonly string[]).some((affiliation) => affiliations.includes(affiliation))) continue;
      if (!personnelMatches(personnel, modifier.filter)) continue;
      const key = `${behaviour.title}#${index}`;
      if (!modifier.cumulative && seen.has(key)) continue;
      seen.add(key);
      out.push(modifier);
    }
  }
  return out;
}
