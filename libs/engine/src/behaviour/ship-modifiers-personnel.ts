/**
 * Issue 15, personnel pass: personnel whose special skill changes a ship — the one they are aboard
 * ("while aboard the Starship Enterprise it is RANGE +2") or the matching ships at their location
 * ("your Cardassian ships at the same location are WEAPONS +2"). `shipAttribute`
 * (ship-modifiers.ts), which every RANGE / WEAPONS / SHIELDS read goes through, adds this bonus.
 *   1E rulebook › MISCELLANEOUS RULES › CONTROL AND OWNERSHIP › "HERE" AND "PRESENT" ("here", "at
 *   the same location": the same spaceline location); 1E rulebook › MISCELLANEOUS RULES › THE
 *   CUMULATIVE RULE (one per title unless the card says cumulative).
 */
import type { Card } from '@captains-log/cards';
import { blueprintOf, hasWords, isTitled } from '../card-facts';
import type { GameState } from '../types';
import { cardsIn, isInPlayZone, locationOfZone, Z } from '../zones';
import { conditionHolds } from './personnel-conditions';
import { reaches } from './modifiers-personnel';
import { behaviourOf } from './registry';
import { blueprintsWhere, type BlueprintTest } from './blueprints-where';
import type { ShipAttribute } from './vocabulary-events';
import type { PersonnelModifier, ShipMatch } from './vocabulary-personnel';
import { tableIndex } from '../table-index';

type CrewShipModifier = Extract<PersonnelModifier, { kind: 'crew-ship-attribute' }>;

function crewShipModifiers(blueprint: string): readonly CrewShipModifier[] {
  return (behaviourOf(blueprint)?.modifiers ?? []).filter(
    (m): m is CrewShipModifier => m.kind === 'crew-ship-attribute',
  );
}

/** Blueprints of a game with `ships-here` modifiers (the game's blueprints never change). */
const hasShipsHereModifiers: BlueprintTest = (b) =>
  (b.modifiers ?? []).some((m) => m.kind === 'crew-ship-attribute' && (m.where === 'ships-here' || m.where === 'your-ships'));

export function matches(ship: Card, shipOwner: string, personnelOwner: string, match: ShipMatch): boolean {
  if (ship.type !== 'Ship') return false;
  if (match.yours && shipOwner !== personnelOwner) return false;
  if (match.opposing && shipOwner === personnelOwner) return false;
  // A title names the ship and its versions ("Starship Enterprise (The Motion Pictures)"), not another ship ("I.S.S. Enterprise NX-01").
  if (
    match.titles &&
    !match.titles.some((title) => isTitled(ship, title))
  )
    return false;
  if (match.titleWord && !hasWords(ship.title, match.titleWord, true)) return false;
  if (match.affiliation && !ship.affiliations.includes(match.affiliation as never)) return false;
  if (
    match.icons &&
    !match.icons.every((code) =>
      ship.icons.some((icon) => icon.code.toLowerCase() === code.toLowerCase()),
    )
  )
    return false;
  if (match.notIcons?.some((code) => ship.icons.some((icon) => icon.code.toLowerCase() === code.toLowerCase()))) return false;
  if (
    match.classes &&
    !match.classes.some((name) =>
      (ship.ship?.shipClass ?? '').toLowerCase().startsWith(name.toLowerCase()),
    )
  )
    return false;
  return true;
}

/** What the personnel aboard `ship` and at its location add to its `attribute`. */
export function crewShipBonus(state: GameState, ship: string, attribute: ShipAttribute): number {
  const instance = state.cards[ship];
  if (!instance || !isInPlayZone(instance.zone)) return 0;
  const card = blueprintOf(state, ship);
  let bonus = 0;
  const seen = new Set<string>();
  const use = (personnel: string, modifier: CrewShipModifier, index: number) => {
    if (
      !modifier.attributes.includes(attribute) ||
      !matches(card, instance.owner, state.cards[personnel]!.owner, modifier.ship)
    )
      return;
    if (modifier.when && !conditionHolds(state, personnel, modifier.when)) return;
    // Issue 15 (personnel-a): only while cloaked; once per matching personnel aboard.
    if (modifier.ship.cloaked && instance.cloak !== 'cloaked') return;
    const unless = modifier.ship.unlessAboard;
    if (unless && cardsIn(state, Z.aboard(ship)).some((iid) => reaches(unless, blueprintOf(state, iid), state.cards[iid]!.owner, instance.owner))) return;
    const times = modifier.perAboard
      ? Math.min(
          modifier.perAboard.max ?? Infinity,
          cardsIn(state, Z.aboard(ship)).filter((iid) => reaches(modifier.perAboard!.of, blueprintOf(state, iid), state.cards[iid]!.owner, instance.owner)).length,
        )
      : 1;
    const key = `${blueprintOf(state, personnel).title}#${index}`;
    if (!modifier.cumulative && seen.has(key)) return;
    seen.add(key);
    bonus += modifier.delta * times;
  };
  for (const personnel of cardsIn(state, Z.aboard(ship)))
    for (const [index, modifier] of crewShipModifiers(state.cards[personnel]!.blueprint).entries())
      if (modifier.where === 'aboard-ship') use(personnel, modifier, index);
  const sources = blueprintsWhere(state, hasShipsHereModifiers);
  if (sources.size) {
    const location = locationOfZone(state, instance.zone);
    for (const other of tableIndex(state).inPlay) {
      if (!sources.has(other.blueprint)) continue;
      const here = !!location && locationOfZone(state, other.zone) === location;
      for (const [index, modifier] of crewShipModifiers(other.blueprint).entries())
        if ((modifier.where === 'ships-here' && here) || (modifier.where === 'your-ships' && other.owner === instance.owner)) use(other.iid, modifier, index);
    }
  }
  return bonus;
}
