/**
 * Issue 15: handlers of the ship words (vocabulary-ships.ts): effects spread into `VERBS` (verbs.ts),
 * targets read by `validTargets` (behaviour/play.ts). 1E rulebook › CLOAK.
 */
import { tableMovingRange } from './moving-range';
import { bp, type Ctx } from '../context';
import { RULES } from '../rules';
import type { GameState, PlayerId } from '../types';
import { cardsIn, locationOfZone, Z, zoneKind } from '../zones';
import { cloakMode, SHIP_RULES } from './ship-equipment';
import type { AboardFilter, ShipEffect, ShipSelfModifier, ShipsHereFilter, ShipTarget, VersusFilter } from './vocabulary-ships';
import type { Card } from '@captains-log/cards';
import { isPlanetMission, isSpaceMission, missionIsAt, isTitled } from '../card-facts';
import { isStaffed } from '../play';
import type { ShipAttribute } from './vocabulary-events';
import { allBehaviours, behaviourOf } from './registry';
import { finding } from './target-table';
import { counterpartVersusBonus } from './collective-service';

interface Context {
  readonly ctx: Ctx;
  readonly player: PlayerId;
  readonly card: string;
  readonly target?: string;
}
type Handler<K extends ShipEffect['kind']> = (v: Context, effect: Extract<ShipEffect, { kind: K }>) => void;

function shipsInPlay(state: GameState): string[] {
  return Object.values(state.cards)
    .filter((instance) => ['space', 'docked', 'surface'].includes(zoneKind(instance.zone)) && bp(state, instance.iid).type === 'Ship')
    .map((instance) => instance.iid);
}

export function shipTargets(state: GameState, player: PlayerId, spec: ShipTarget): string[] {
  switch (spec.kind) {
    case 'cloaked-ship': {
      const ships = shipsInPlay(state);
      if (ships.filter((ship) => state.cards[ship]!.owner === player).length < (spec.yourShipsAtLeast ?? 0)) return [];
      return ships.filter((ship) => cloakMode(state, ship) === 'cloaked');
    }
  }
}

export function isShipTarget(spec: { readonly kind: string }): spec is ShipTarget {
  return spec.kind === 'cloaked-ship';
}

function matchesAboard(card: Card, filter: AboardFilter): boolean {
  if (filter.affiliation && !card.affiliations.includes(filter.affiliation as never)) return false;
  if (filter.icons && !filter.icons.every((code) => card.icons.some((icon) => icon.code === code))) return false;
  if (filter.characteristic && !card.characteristics.some((item) => item.toLowerCase() === filter.characteristic!.toLowerCase())) return false;
  if (filter.loreIncludes && !(card.lore ?? '').toLowerCase().includes(filter.loreIncludes.toLowerCase())) return false;
  if (filter.universal && !card.universal) return false;
  if (filter.anyOf && !filter.anyOf.some((one) => matchesAboard(card, one))) return false;
  return true;
}

/** The ship owner's personnel aboard. */
function ownersPersonnelAboard(state: GameState, ship: string): Card[] {
  const owner = state.cards[ship]!.owner;
  return cardsIn(state, Z.aboard(ship))
    .filter((iid) => state.cards[iid]!.owner === owner && bp(state, iid).type === 'Personnel')
    .map((iid) => bp(state, iid));
}

/** The ship owner's personnel aboard matching the filter. */
function countAboard(state: GameState, ship: string, filter: AboardFilter): number {
  return ownersPersonnelAboard(state, ship).filter((card) => matchesAboard(card, filter)).length;
}

/** Other ships at the ship's location matching the filter (in space, docked or landed there). */
function countShipsHere(state: GameState, ship: string, location: string, filter: ShipsHereFilter): number {
  const owner = state.cards[ship]!.owner;
  let count = 0;
  const open = [...cardsIn(state, Z.space(location)), ...cardsIn(state, Z.surface(location))];
  const docked = open.filter((iid) => bp(state, iid).type === 'Facility').flatMap((facility) => cardsIn(state, Z.docked(facility)));
  for (const iid of [...open, ...docked]) {
    const card = bp(state, iid);
    if (iid === ship || card.type !== 'Ship') continue;
    if ((state.cards[iid]!.owner === owner) !== (filter.whose === 'yours')) continue;
    if (filter.affiliation && !card.affiliations.includes(filter.affiliation as never)) continue;
    if (filter.staffed && !isStaffed(state, iid)) continue;
    count += 1;
  }
  return count;
}

/** One handler per ship self-modifier: how many times it applies now (a word without a handler does not compile). */
export const SHIP_SELF_MODIFIERS: { readonly [K in ShipSelfModifier['kind']]: (state: GameState, ship: string, modifier: Extract<ShipSelfModifier, { kind: K }>) => number } = {
  'own-attribute': (state, ship, modifier) => {
    const instance = state.cards[ship]!;
    const location = locationOfZone(state, instance.zone);
    if (!location || !['space', 'docked', 'surface'].includes(zoneKind(instance.zone))) return 0;
    const place = state.locations[location]!;
    const where = modifier.where ?? {};
    if (where.quadrant && place.quadrant !== where.quadrant) return 0;
    if (where.region && place.region !== where.region) return 0;
    if (where.phased && cloakMode(state, ship) !== 'phased') return 0;
    if (where.inRegion && !place.region) return 0;
    if (where.missionKind || where.missionAt || where.missionIcon) {
      const missions = place.missions.map((iid) => bp(state, iid));
      if (where.missionIcon && !missions.some((mission) => (mission.mission?.affiliationIcons ?? []).includes(where.missionIcon as never))) return 0;
      if (where.missionKind && !missions.some(where.missionKind === 'planet' ? isPlanetMission : isSpaceMission)) return 0;
      if (where.missionAt && !missions.some((mission) => missionIsAt(mission, where.missionAt!))) return 0;
    }
    if (modifier.shipsHere) return countShipsHere(state, ship, location, modifier.shipsHere);
    if (!modifier.aboard) return 1;
    if (modifier.aboard.per === 'all') {
      const crew = ownersPersonnelAboard(state, ship);
      return crew.length > 0 && crew.every((card) => matchesAboard(card, modifier.aboard!.filter)) ? 1 : 0;
    }
    const count = countAboard(state, ship, modifier.aboard.filter);
    if (modifier.aboard.per === 'any') return count > 0 ? 1 : 0;
    return Math.min(count, modifier.aboard.limit ?? count);
  },
};

/** Whether `player` has a ship of this title in play (in space, docked or landed). */
function yourShipInPlay(state: GameState, player: PlayerId, title: string): boolean {
  return Object.values(state.cards).some((instance) => instance.owner === player && ['space', 'docked', 'surface'].includes(zoneKind(instance.zone)) && isTitled(bp(state, instance.iid), title));
}

/** Partner modifiers by the title they name (built once: card scripts are static). */
let partners: ReadonlyMap<string, readonly { readonly title: string; readonly modifier: Extract<ShipSelfModifier, { kind: 'own-attribute' }> }[]> | null = null;
function partnersNaming(title: string) {
  if (!partners) {
    const found = new Map<string, { title: string; modifier: Extract<ShipSelfModifier, { kind: 'own-attribute' }> }[]>();
    for (const behaviour of allBehaviours())
      for (const modifier of behaviour.ownModifiers ?? []) if (modifier.partner) found.set(modifier.partner, [...(found.get(modifier.partner) ?? []), { title: behaviour.title, modifier }]);
    partners = found;
  }
  return partners.get(title);
}

/**
 * The bonus another ship's text gives this one as its partner ("If your {I.K.C. Rotarran} in play,
 * both are RANGE +1": the Rotarran's share, while the owner's Koraga is in play).
 */
function partnerBonus(state: GameState, ship: string, attribute: ShipAttribute): number {
  const named = partnersNaming(bp(state, ship).title);
  if (!named) return 0;
  let bonus = 0;
  for (const { title, modifier } of named)
    if (modifier.attributes.includes(attribute) && yourShipInPlay(state, state.cards[ship]!.owner, title)) bonus += modifier.delta;
  return bonus;
}

/**
 * The ship card's own attribute bonus now (1E rulebook › THE CARDS › SHIPS: text on the ship card),
 * read by `shipAttribute` for every RANGE / WEAPONS / SHIELDS read.
 */
export function ownAttributeBonus(state: GameState, ship: string, attribute: ShipAttribute): number {
  const modifiers = behaviourOf(state.cards[ship]!.blueprint)?.ownModifiers;
  const partnered = partnerBonus(state, ship, attribute);
  if (!modifiers) return partnered;
  let bonus = partnered;
  for (const modifier of modifiers) {
    if (!modifier.attributes.includes(attribute) || modifier.versus || modifier.movingWithinRegion) continue;
    if (modifier.partner && !yourShipInPlay(state, state.cards[ship]!.owner, modifier.partner)) continue;
    bonus += modifier.delta * (SHIP_SELF_MODIFIERS[modifier.kind] as (s: GameState, id: string, m: ShipSelfModifier) => number)(state, ship, modifier);
  }
  return bonus;
}

function matchesVersus(card: Card, filter: VersusFilter): boolean {
  if (filter.affiliation && !card.affiliations.includes(filter.affiliation as never)) return false;
  if (filter.icon && !card.icons.some((icon) => icon.code === filter.icon)) return false;
  if (filter.shipClass && card.ship?.shipClass?.toLowerCase() !== filter.shipClass.toLowerCase()) return false;
  return true;
}

/**
 * The ship card's own bonus in a ship battle against the opposing cards (the target it fires on, or
 * the ships firing on it): "WEAPONS +3 vs. [Kli]" applies when any of them matches.
 *   1E rulebook › BATTLE › SHIP BATTLE › 5. Open Fire (attack total, defense total).
 */
export function versusBonus(state: GameState, ship: string, attribute: ShipAttribute, opponents: readonly string[]): number {
  const instance = state.cards[ship];
  const modifiers = instance ? behaviourOf(instance.blueprint)?.ownModifiers : undefined;
  // Issue 15 (helper tail3): a table card's bonus for a ship with a counterpart aboard (collective-service.ts).
  const collective = counterpartVersusBonus(state, ship, attribute, opponents);
  if (!modifiers) return collective;
  let bonus = collective;
  for (const modifier of modifiers) {
    if (!modifier.versus || modifier.movingWithinRegion || !modifier.attributes.includes(attribute)) continue;
    if (!opponents.some((iid) => state.cards[iid] && matchesVersus(bp(state, iid), modifier.versus!))) continue;
    bonus += modifier.delta * (SHIP_SELF_MODIFIERS[modifier.kind] as (s: GameState, id: string, m: ShipSelfModifier) => number)(state, ship, modifier);
  }
  return bonus;
}

/**
 * The ship card's own RANGE bonus for a flight from `from` along `path` that stays within one region
 * ("X=4 if moving within a region"); 0 for any other flight.
 *   1E rulebook › EXECUTING ORDERS › FLY A STARSHIP (RANGE); THE CARDS › MISSIONS › Regions.
 */
export function movingBonus(state: GameState, ship: string, from: string, path: readonly string[]): number {
  const modifiers = behaviourOf(state.cards[ship]!.blueprint)?.ownModifiers;
  // Issue 15 (assorted): a card on the ship owner's table ("your Condor-class ship … RANGE +2 while moving within a region": moving-range.ts).
  const fromTable = tableMovingRange(state, ship);
  if (!modifiers?.some((modifier) => modifier.movingWithinRegion) && fromTable === 0) return 0;
  const region = state.locations[from]?.region;
  if (!region || !path.every((location) => state.locations[location]?.region === region)) return 0;
  let bonus = fromTable;
  for (const modifier of modifiers ?? [])
    if (modifier.movingWithinRegion && modifier.attributes.includes('RANGE'))
      bonus += modifier.delta * (SHIP_SELF_MODIFIERS[modifier.kind] as (s: GameState, id: string, m: ShipSelfModifier) => number)(state, ship, modifier);
  return bonus;
}

export const SHIP_VERBS: { readonly [K in ShipEffect['kind']]: Handler<K> } = {
  'decloak-target': (v) => {
    const ship = v.target;
    if (!ship || cloakMode(v.ctx.state, ship) === null) return;
    // The ship is decloaked and has used its one cloak or decloak of this turn (1E rulebook › CLOAK).
    v.ctx.emit({ type: 'ShipDecloaked', player: v.ctx.state.cards[ship]!.owner, ship, turn: v.ctx.state.turn!.number, source: v.card, rule: SHIP_RULES.cloak });
    v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: 'decloak-target', target: ship, rule: RULES.cardEffects });
  },
};

/** The target words whose legal targets this module finds (behaviour/targets.ts). */
export const SHIP_TARGETS = finding(['cloaked-ship'], (state, player, spec) => shipTargets(state, player, spec));
