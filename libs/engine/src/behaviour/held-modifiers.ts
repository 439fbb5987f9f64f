/**
 * Personnel modifiers held elsewhere than "present" (issue 15, third pass): events lying on a
 * player's table that change that player's (or everybody's) personnel of a kind — "your Bajorans are
 * INTEGRITY +2" — and cards lying on one personnel that change that personnel. Folded by
 * `applyModifiers` (modifiers.ts), so every requirement check (memberOf) sees them.
 *   1E rulebook › THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES (lasting effects while in play);
 *   MISCELLANEOUS RULES › THE CUMULATIVE RULE (one copy counts unless the card says "cumulative").
 */
import { blueprintOf } from '../card-facts';
import { PLAYERS, type GameState } from '../types';
import { cardsIn, locationOfZone, Z, zoneKind } from '../zones';
import { perCards, tableIndex } from '../table-index';
import { behaviourOf } from './registry';
import type { Modifier } from './vocabulary';
import { personnelMatches } from './personnel-filter';
import { shipMatches } from './modifiers-incidents';
import type { ShipFilter } from './vocabulary-incidents';
import { locationHeldModifiers, matchesHostFacility } from './location-held-modifiers';

/** A ship of `owner` passing the filter is at `location` (in space, docked or landed there). */
function yourShipHere(state: GameState, owner: string, location: string, ships: ShipFilter): boolean {
  return tableIndex(state).onSpaceline.some(
    (instance) => instance.owner === owner && blueprintOf(state, instance.iid).type === 'Ship' && locationOfZone(state, instance.zone) === location && shipMatches(blueprintOf(state, instance.iid), ships, state, instance.iid),
  );
}

/**
 * Issue 15 (equipment-e): cards in play elsewhere than atop a location (equipment on a planet or aboard)
 * whose `here` modifier reaches the personnel at their location ("androids here are …": Mr. Tricorder).
 * Found once per card record (table-index.ts › perCards); most games have none.
 */
function heldHereElsewhere(state: GameState, location: string): string[] {
  const holders = perCards(state, 'held-here-elsewhere', () =>
    tableIndex(state)
      .inPlay.filter((instance) => instance.faceUp && zoneKind(instance.zone) !== 'atop' && zoneKind(instance.zone) !== 'mission')
      .filter((instance) => behaviourOf(instance.blueprint)?.modifiers?.some((modifier) => modifier.kind === 'fleet-personnel-attribute' && modifier.where === 'here'))
      .map((instance) => instance.iid),
  );
  return holders.length === 0 ? holders : holders.filter((iid) => locationOfZone(state, state.cards[iid]!.zone) === location);
}

/** The table-held and on-host modifiers that reach personnel `iid`, in table order (copies folded by the cumulative rule). */
export function heldModifiers(state: GameState, iid: string): Modifier[] {
  const instance = state.cards[iid];
  if (!instance) return [];
  const out: Modifier[] = [];
  const seen = new Set<string>();
  for (const player of PLAYERS) {
    for (const source of cardsIn(state, Z.table(player))) {
      const card = state.cards[source]!;
      if (!card.faceUp) continue;
      const behaviour = behaviourOf(card.blueprint);
      if (!behaviour?.modifiers) continue;
      for (const [index, modifier] of behaviour.modifiers.entries()) {
        if (modifier.kind !== 'fleet-personnel-attribute' || modifier.where !== 'table') continue;
        if (modifier.whose === 'yours' && player !== instance.owner) continue;
        if (modifier.whose === 'opponent' && player === instance.owner) continue;
        if (!personnelMatches(blueprintOf(state, iid), modifier.filter)) continue;
        const key = `${behaviour.title}#${index}`;
        if (!modifier.cumulative && seen.has(key)) continue;
        seen.add(key);
        out.push(modifier);
      }
    }
  }
  // Cards lying atop the personnel's location ("your personnel here"), and (issue 15, missions) the mission there ("personnel here are …").
  const location = locationOfZone(state, instance.zone);
  if (location)
    for (const source of [...cardsIn(state, Z.atop(location)), ...(state.locations[location]?.missions ?? []), ...heldHereElsewhere(state, location)]) {
      const card = state.cards[source]!;
      const behaviour = behaviourOf(card.blueprint);
      for (const [index, modifier] of (behaviour?.modifiers ?? []).entries()) {
        if (modifier.kind !== 'fleet-personnel-attribute' || modifier.where !== 'here') continue;
        // Issue 15 (events of later sets): "while your sphere is here".
        if (modifier.whileYourShipHere && !yourShipHere(state, card.owner, location, modifier.whileYourShipHere)) continue;
        if (modifier.matchingFacility && !matchesHostFacility(state, source, iid)) continue;
        // Issue 15 (helper partials): a card played atop the mission by its other way does not hold this one.
        if (modifier.notAtop && zoneKind(card.zone) === 'atop') continue;
        if ((modifier.whose === 'yours' && card.owner !== instance.owner) || (modifier.whose === 'opponent' && card.owner === instance.owner)) continue;
        if (!personnelMatches(blueprintOf(state, iid), modifier.filter)) continue;
        const key = `${behaviour!.title}#${index}`;
        if (!modifier.cumulative && seen.has(key)) continue;
        seen.add(key);
        out.push(modifier);
      }
    }
  // Issue 15 (assorted): a card atop a homeworld reaching personnel of its affiliation anywhere; a table card reaching personnel at a mission with an objective (location-held-modifiers.ts).
  out.push(...locationHeldModifiers(state, iid, seen));
  for (const source of cardsIn(state, Z.on(iid))) {
    const behaviour = behaviourOf(state.cards[source]!.blueprint);
    for (const [index, modifier] of (behaviour?.modifiers ?? []).entries()) {
      if (modifier.kind !== 'host-gains') continue;
      const key = `${behaviour!.title}#${index}`;
      if (!modifier.cumulative && seen.has(key)) continue;
      seen.add(key);
      out.push(modifier);
    }
  }
  return out;
}
