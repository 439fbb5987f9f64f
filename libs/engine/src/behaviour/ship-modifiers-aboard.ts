/**
 * Issue 15 (events-d): a card lying on a ship that changes the ship's attributes only while someone
 * or something is aboard, or by how much of a skill is aboard: "while you have {Miles O'Brien} or a
 * SECURITY-classification personnel aboard, ship is WEAPONS +3"; "while Gold-Pressed Latinum aboard,
 * WEAPONS +1 for each Diplomacy aboard (limit +3)". The word `ship-attribute-with-aboard` joins
 * `ShipModifier` (vocabulary-events.ts) and is folded by `shipAttribute` (ship-modifiers.ts) like
 * any modifier of a card on the ship.
 *   1E rulebook › THE CARDS › SHIPS (RANGE, WEAPONS, SHIELDS); "aboard" (personnel and equipment
 *   in the ship's crew, its owner's).
 */
import { skillLevel } from '@captains-log/cards';
import { memberOf } from '../attempt/requirements';
import { personaNames, isTitled } from '../card-facts';
import { bp } from '../context';
import type { GameState } from '../types';
import { cardsIn, Z } from '../zones';
import { personnelMatches } from './personnel-filter';
import type { PersonnelFilter } from './vocabulary-events2';
import type { ShipAttribute } from './vocabulary-events';

/** Who aboard satisfies the condition: a version of a persona, or a personnel matching a filter. */
export type AboardWho = { readonly persona: string } | { readonly filter: PersonnelFilter };

export interface ShipAttributeWithAboard {
  readonly kind: 'ship-attribute-with-aboard';
  readonly attributes: readonly ShipAttribute[];
  /** The change (per skill level with `perSkill`). */
  readonly delta: number;
  /** Only while one of the ship owner's personnel aboard is one of these. */
  readonly whileAboard?: readonly AboardWho[];
  /** Only while a card of the owner with this title (equipment) is aboard. */
  readonly whileCardAboard?: string;
  /** `delta` for each level of this skill among the owner's personnel aboard. */
  readonly perSkill?: string;
  /** Issue 15 (helper voyent): `delta` for each of the owner's personnel aboard matching this filter (Training Cruise: each cadet). */
  readonly perAboard?: PersonnelFilter;
  /** The most the change may be (absolute value). */
  readonly max?: number;
  readonly cumulative?: boolean;
}

function isWho(state: GameState, iid: string, who: AboardWho): boolean {
  const card = bp(state, iid);
  // A version of the persona: its persona names, its printed name among them ("Miles O'Brien (Blaze of Glory)": card-facts.ts › personaNames).
  const name = 'persona' in who ? who.persona.toLowerCase() : '';
  if ('persona' in who) return card.type === 'Personnel' && personaNames(card).includes(name);
  return personnelMatches(card, who.filter);
}

/** The value after the modifier, for the ship `ship`. */
export function withAboard(value: number, modifier: ShipAttributeWithAboard, state: GameState, ship: string): number {
  const owner = state.cards[ship]!.owner;
  const aboard = cardsIn(state, Z.aboard(ship)).filter((iid) => state.cards[iid]!.owner === owner);
  if (modifier.whileAboard && !aboard.some((iid) => modifier.whileAboard!.some((who) => isWho(state, iid, who)))) return value;
  if (modifier.whileCardAboard && !aboard.some((iid) => isTitled(bp(state, iid), modifier.whileCardAboard))) return value;
  const times = modifier.perSkill
    ? aboard.filter((iid) => bp(state, iid).type === 'Personnel').reduce((sum, iid) => sum + skillLevel(memberOf(state, iid), modifier.perSkill!), 0)
    : modifier.perAboard
      ? aboard.filter((iid) => bp(state, iid).type === 'Personnel' && personnelMatches(bp(state, iid), modifier.perAboard!)).length
      : 1;
  const change = modifier.delta * times;
  return value + (modifier.max !== undefined ? Math.sign(change) * Math.min(Math.abs(change), modifier.max) : change);
}
