/**
 * Issue 15 (assorted): personnel modifiers whose reach depends on a mission, both the existing
 * `fleet-personnel-attribute` with a new `where`:
 * - `homeworld-affiliation` — a card lying atop a homeworld changes its owner's personnel in play of
 *   the homeworld's affiliation, wherever they are ("plays on a homeworld; your OFFICER … personnel of
 *   same affiliation as that homeworld are CUNNING +2 and STRENGTH +2": HQ: War Room); the affiliation
 *   is read from the affiliation icons of the homeworld missions at the card's location;
 * - `at-mission-with-objective` — a card on its owner's table changes that player's personnel at a
 *   location whose mission is not a homeworld and has an objective lying on it ("your personnel at a
 *   non-homeworld mission with an objective on it are attributes all +1": Taking Charge).
 * `heldModifiers` (held-modifiers.ts) folds them in with one call.
 *   1E rulebook › THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES (lasting effects while in play);
 *   MISCELLANEOUS RULES › THE CUMULATIVE RULE (one copy counts unless the card says "cumulative").
 * Speed: the cards with the word atop a location are found once per card record (perCards); most
 * games have none, and then a personnel costs one lookup.
 */
import { blueprintOf, homeworldAffiliationsOf, isHomeworld } from '../card-facts';
import { perCards, tableIndex } from '../table-index';
import type { GameState } from '../types';
import { cardsIn, locationOfZone, Z, zoneArg, zoneKind } from '../zones';
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
  // The homeworld's own affiliation (the rulebook's list), not its icons: card-facts.ts › homeworldAffiliationsOf.
  return (state.locations[location]?.missions ?? []).flatMap((iid) => homeworldAffiliationsOf(blueprintOf(state, iid)));
}

/** Issue 15 (assorted): `source` lies on a facility that shares an affiliation with personnel `iid` (`matchingFacility`). */
export function matchesHostFacility(state: GameState, source: string, iid: string): boolean {
  const zone = state.cards[source]!.zone;
  if (zoneKind(zone) !== 'on') return false;
  const facility = blueprintOf(state, zoneArg(zone));
  return facility.type === 'Facility' && (blueprintOf(state, iid).affiliations as readonly string[]).some((affiliation) => (facility.affiliations as readonly string[]).includes(affiliation));
}

/** Whether `location` has a mission that is not a homeworld and a face-up objective lying on it. */
function objectiveOnNonHomeworld(state: GameState, location: string): boolean {
  if (!(state.locations[location]?.missions ?? []).some((mission) => !isHomeworld(blueprintOf(state, mission)))) return false;
  return cardsIn(state, Z.atop(location)).some((iid) => state.cards[iid]!.faceUp && blueprintOf(state, iid).type === 'Objective');
}

/** The `at-mission-with-objective` modifiers on the owner's table that reach personnel `iid` (one per title unless cumulative). */
function objectiveMissionModifiers(state: GameState, iid: string, seen: Set<string>): Modifier[] {
  const instance = state.cards[iid]!;
  const out: Modifier[] = [];
  let here: boolean | undefined;
  for (const source of cardsIn(state, Z.table(instance.owner))) {
    if (!state.cards[source]!.faceUp) continue;
    const behaviour = behaviourOf(state.cards[source]!.blueprint);
    for (const [index, modifier] of (behaviour?.modifiers ?? []).entries()) {
      if (modifier.kind !== 'fleet-personnel-attribute' || modifier.where !== 'at-mission-with-objective' || modifier.whose !== 'yours') continue;
      if (here === undefined) {
        const location = locationOfZone(state, instance.zone);
        here = !!location && objectiveOnNonHomeworld(state, location);
      }
      if (!here || !personnelMatches(blueprintOf(state, iid), modifier.filter)) continue;
      const key = `${behaviour!.title}#${index}`;
      if (!modifier.cumulative && seen.has(key)) continue;
      seen.add(key);
      out.push(modifier);
    }
  }
  return out;
}

/** The `homeworld-affiliation` and `at-mission-with-objective` modifiers that reach personnel `iid`, one per title unless cumulative (`seen` shared with the caller). */
export function locationHeldModifiers(state: GameState, iid: string, seen: Set<string>): Modifier[] {
  const instance = state.cards[iid];
  if (!instance) return [];
  const out: Modifier[] = objectiveMissionModifiers(state, iid, seen);
  const found = holders(state);
  if (found.length === 0) return out;
  const personnel = blueprintOf(state, iid);
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
