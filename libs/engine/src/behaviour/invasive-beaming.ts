/**
 * Issue 15 (events of later sets): a card on its owner's table that lets a ship's transporters beam
 * through the opponent's SHIELDS — "each of your ships with Invasive Transporters and Transporter Skill
 * aboard may beam your personnel matching that ship through opponent's SHIELDS" (Invasive Beam-In).
 * The permit `invasive-beaming` (`equipment`: the ship's special equipment, `crewSkill`: a personnel of
 * the owner aboard with it, `matchingShip`: every personnel beamed matches the ship's affiliation) is
 * read by the beam route check (play.ts › checkBeamRoute, with the cards beamed) and by the Beam offers
 * (legal.ts, per selection, only on a shielded route).
 *   1E rulebook › EXECUTING ORDERS › BEAM (SHIELDS of an opponent's ship); THE CARDS › SHIPS ›
 *   Clarifications: List of Special Equipment (Invasive Transporters).
 */
import { skillLevel } from '@captains-log/cards';
import { memberOf } from '../attempt/requirements';
import { matchingAffiliation } from '../card-facts';
import { bp } from '../context';
import type { GameState, PlayerId } from '../types';
import { cardsIn, Z } from '../zones';
import { behaviourOf } from './registry';
import { hasSpecialEquipment } from './ship-equipment';

/**
 * Issue 15 (helper turns): a face-up card on the transporting ship `via` lets it beam through the SHIELDS of
 * `ship`, a damaged ship (Hirogen Hunt played on your [Hir] ship: "any damaged ship here (even if landed)").
 */
export function hostBeamsThroughDamaged(state: GameState, via: string, ship: string): boolean {
  if (!(state.cards[ship]?.damage ?? 0) || bp(state, ship).type !== 'Ship') return false;
  return cardsIn(state, Z.on(via)).some((iid) => state.cards[iid]!.faceUp && behaviourOf(state.cards[iid]!.blueprint)?.hostBeamsThroughDamaged === true);
}

export type InvasiveBeamPermit = { readonly kind: 'invasive-beaming'; readonly equipment: string; readonly crewSkill: string; readonly matchingShip: boolean };

/**
 * Whether a card on `player`'s table lets the transporters of `via` beam `cards` through an opponent's
 * SHIELDS; without `cards` (a route asked for before the selection), whether it could for some.
 */
export function invasiveBeamAllowed(state: GameState, player: PlayerId, via: string, cards?: readonly string[]): boolean {
  const permits = cardsIn(state, Z.table(player)).flatMap((iid) =>
    state.cards[iid]!.faceUp ? (behaviourOf(state.cards[iid]!.blueprint)?.permits ?? []).filter((permit): permit is InvasiveBeamPermit => permit.kind === 'invasive-beaming') : [],
  );
  if (permits.length === 0) return false;
  const ship = state.cards[via];
  if (!ship || ship.owner !== player || bp(state, via).type !== 'Ship') return false;
  return permits.some((permit) => {
    if (!hasSpecialEquipment(state, via, permit.equipment)) return false;
    const aboard = cardsIn(state, Z.aboard(via)).filter((iid) => state.cards[iid]!.owner === player && bp(state, iid).type === 'Personnel' && !state.cards[iid]!.disabled);
    if (!aboard.some((iid) => skillLevel(memberOf(state, iid), permit.crewSkill) > 0)) return false;
    if (!permit.matchingShip || !cards) return true;
    return cards.every((iid) => bp(state, iid).type !== 'Personnel' || matchingAffiliation(bp(state, iid), bp(state, via)));
  });
}

export const INVASIVE_BEAM_WORDS: readonly string[] = ['permit:invasive-beaming'];
