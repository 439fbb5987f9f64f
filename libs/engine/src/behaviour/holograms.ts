/**
 * Issue 15: holographic personnel and equipment and the ships' Holodeck special equipment
 * (1E rulebook › HOLOGRAPHIC PERSONNEL AND EQUIPMENT › ACTIVATION AND DEACTIVATION). A hologram is
 * activated where it is present with a holodeck (aboard a ship whose special equipment lists
 * Holodeck) or on a planet where a card lets holograms exist (Holo-Projectors); aboard any other
 * ship or facility it exists deactivated — disabled: it does not staff, move on its own, attempt,
 * or count for requirements, and holographic equipment is not used. Anywhere else it cannot exist:
 * it may not beam or walk there.
 */
import type { Card } from '@captains-log/cards';
import { bp, problem, type Problem } from '../context';
import type { GameState } from '../types';
import { cardsIn, locationOfZone, Z, zoneArg, zoneKind } from '../zones';
import { behaviourOf } from './registry';
import { hasSpecialEquipment } from './ship-equipment';

const R = (...path: string[]) => ['1E rulebook', ...path].join(' › ');
export const HOLOGRAM_RULES = {
  activation: R('HOLOGRAPHIC PERSONNEL AND EQUIPMENT', 'ACTIVATION AND DEACTIVATION'),
  mayNotMove: R('HOLOGRAPHIC PERSONNEL AND EQUIPMENT', 'ACTIVATION AND DEACTIVATION', 'Holograms may not report or voluntarily move any place where they cannot exist'),
  existElsewhere: R('HOLOGRAPHIC PERSONNEL AND EQUIPMENT', 'Clarification: Allowing Holograms to "Exist" Elsewhere'),
} as const;

export function isHologram(card: Card): boolean {
  return card.icons.some((icon) => icon.code === 'Holo');
}

/** A card at this location lets holograms exist on its planet (Holo-Projectors: permit `holograms-exist`, lying atop the mission). */
function projectorsAt(state: GameState, location: string): boolean {
  return cardsIn(state, Z.atop(location)).some((iid) => state.cards[iid]!.faceUp && behaviourOf(state.cards[iid]!.blueprint)?.permits?.some((permit) => permit.kind === 'holograms-exist'));
}

function hasHolodeckPermit(card: Card): boolean {
  return behaviourOf(card.id)?.permits?.some((permit) => permit.kind === 'has-holodeck') ?? false;
}

/** Issue 15 (helper holotos): the card lying on personnel `iid` that lets its wearer exist anywhere (permit `wearer-exists-anywhere`: Mobile Holo-Emitter), if any. */
export function wornEmitter(state: GameState, iid: string): string | undefined {
  return cardsIn(state, Z.on(iid)).find((card) => state.cards[card]!.faceUp && (behaviourOf(state.cards[card]!.blueprint)?.permits?.some((permit) => permit.kind === 'wearer-exists-anywhere') ?? false));
}

/** How a hologram may exist in a zone: activated, deactivated, or not at all. */
export function hologramExistence(state: GameState, zone: string): 'activated' | 'deactivated' | null {
  const kind = zoneKind(zone);
  if (kind === 'aboard') {
    const host = zoneArg(zone);
    const card = state.cards[host] ? bp(state, host) : undefined;
    if (!card || (card.type !== 'Ship' && card.type !== 'Facility')) return null;
    // Issue 15: a facility whose text gives it a Holodeck (Hirogen Outpost: permit `has-holodeck`).
    return (card.type === 'Ship' && hasSpecialEquipment(state, host, 'Holodeck')) || (card.type === 'Facility' && hasHolodeckPermit(card)) ? 'activated' : 'deactivated';
  }
  if (kind === 'surface') return projectorsAt(state, zoneArg(zone)) ? 'activated' : null;
  return null;
}

/** A hologram in play where it is not activated (disabled until it is). Non-holograms: never. */
export function isDeactivated(state: GameState, iid: string): boolean {
  const instance = state.cards[iid];
  if (!instance || !isHologram(bp(state, iid))) return false;
  const kind = zoneKind(instance.zone);
  if (kind !== 'aboard' && kind !== 'surface') return false;
  // Issue 15 (helper holotos): a hologram wearing a Mobile Holo-Emitter exists activated anywhere (holo-emitters.ts).
  if (wornEmitter(state, iid)) return deactivatorHere(state, instance.zone);
  return hologramExistence(state, instance.zone) !== 'activated' || deactivatorHere(state, instance.zone);
}

/**
 * Issue 15: a ship at the hologram's location whose text deactivates every hologram there
 * (Lokirrim Vessel: permit `holograms-deactivated-here`, vocabulary-ships.ts).
 */
function deactivatorHere(state: GameState, zone: string): boolean {
  const location = locationOfZone(state, zone);
  if (!location) return false;
  const here = [...cardsIn(state, Z.space(location)), ...cardsIn(state, Z.surface(location))];
  const docked = here.filter((iid) => bp(state, iid).type === 'Facility').flatMap((facility) => cardsIn(state, Z.docked(facility)));
  return [...here, ...docked].some((iid) => behaviourOf(state.cards[iid]!.blueprint)?.permits?.some((permit) => permit.kind === 'holograms-deactivated-here') ?? false);
}

/** Holograms among the cards may not beam or walk to a place where they cannot exist. */
export function checkHologramsMayGo(state: GameState, cards: readonly string[], to: string): Problem | null {
  const hologram = cards.find((iid) => isHologram(bp(state, iid)) && !wornEmitter(state, iid));
  if (!hologram || hologramExistence(state, to) !== null) return null;
  return problem('HOLOGRAM_CANNOT_EXIST', `${bp(state, hologram).title} is a hologram and cannot exist there`, HOLOGRAM_RULES.mayNotMove);
}
