/**
 * Issue 15 (helper objectives): the conditions of an objective's own way of attempting the mission it
 * lies on that are not requirements a team's skills can meet — a ship of the player's at the location
 * ("+ any staffed [Sta] ship in orbit", "+ (freighter OR transport OR [Fer] ship)"), and "if you have
 * completed a different mission". Read by objective-attempts.ts (`alternative-requirements`
 * `withShipMatching`, `ifSolvedAnother`) and missions-incidents-c.ts (`attempt-here` `ifSolvedAnother`).
 *   1E rulebook › ATTEMPT A MISSION › BEGINNING A MISSION ATTEMPT ("unless a card says otherwise");
 *   SOLVING THE MISSION; EXECUTING ORDERS › STAFF A SHIP; THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES.
 */
import { blueprintOf, titledAmong } from '../card-facts';
import type { Card } from '@captains-log/cards';
import { isStaffed } from '../play';
import type { GameState, PlayerId } from '../types';
import { cardsIn, locationOfZone, other, Z } from '../zones';
import { tableIndex } from '../table-index';
import { showsIcon } from './property-logos';

/**
 * A ship of the player's at the location that the term describes (every field present must hold;
 * `anyOf`: or one of these instead). `classWords`: its ship class or one of its characteristics holds
 * one of these words, any case ("freighter", "transport"); `staffed`: staffed now (EXECUTING ORDERS ›
 * STAFF A SHIP); `inOrbit`: in space at the location (not landed, not docked).
 */
export interface ShipHereTerm {
  readonly icons?: readonly string[];
  readonly affiliations?: readonly string[];
  readonly classWords?: readonly string[];
  readonly staffed?: true;
  readonly inOrbit?: true;
  readonly anyOf?: readonly ShipHereTerm[];
  /** Issue 15 (places): its title is one of these ("{Injector Assembly One} in orbit"). */
  readonly titles?: readonly string[];
}

function termMatches(state: GameState, ship: string, card: Card, term: ShipHereTerm, inOrbit: boolean): boolean {
  if (term.titles && !titledAmong(term.titles, card)) return false;
  if (term.icons && !term.icons.every((code) => showsIcon(card, code))) return false;
  if (term.affiliations && !card.affiliations.some((affiliation) => term.affiliations!.includes(affiliation))) return false;
  if (term.classWords) {
    const words = [card.ship?.shipClass ?? '', ...card.characteristics].join(' ').toLowerCase();
    if (!term.classWords.some((word) => new RegExp(`\\b${word.toLowerCase()}\\b`).test(words))) return false;
  }
  if (term.inOrbit && !inOrbit) return false;
  if (term.staffed && !isStaffed(state, ship)) return false;
  if (term.anyOf && !term.anyOf.some((other) => termMatches(state, ship, card, other, inOrbit))) return false;
  return true;
}

/** Whether the player has a ship at `location` (in space, or landed on the planet) that `term` describes. */
export function shipTermHere(state: GameState, player: PlayerId, location: string, term: ShipHereTerm): boolean {
  const orbiting = new Set(cardsIn(state, Z.space(location)));
  return [...orbiting, ...cardsIn(state, Z.surface(location))].some((iid) => {
    const card = blueprintOf(state, iid);
    return state.cards[iid]!.owner === player && card.type === 'Ship' && termMatches(state, iid, card, term, orbiting.has(iid));
  });
}

/**
 * Issue 15 (places): "no opposing ships or personnel here" — no ship or personnel of the player's opponent at the
 * location (in space, on the planet, aboard a ship or facility there).
 */
export function noOpponentHere(state: GameState, player: PlayerId, location: string): boolean {
  return !(tableIndex(state).inPlayBy[other(player)] ?? []).some((instance) => {
    const type = blueprintOf(state, instance.iid).type;
    return (type === 'Ship' || type === 'Personnel') && locationOfZone(state, instance.zone) === location;
  });
}

/** "If you have completed a different mission": the player has solved a mission at another location. */
export function solvedAnother(state: GameState, player: PlayerId, location: string): boolean {
  return (state.completed[player] ?? []).some((solved) => solved !== location);
}
