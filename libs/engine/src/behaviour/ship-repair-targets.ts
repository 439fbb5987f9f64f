/**
 * Issue 15 (helper incidents-f): the ship a card may fully repair "if you have a matching facility (or
 * compatible {Nor}) in play" (Call for Reinforcements): a damaged ship of yours in play while you have in
 * play a facility sharing one of its affiliations, or a Nor compatible with it. Used with the shared
 * verb `repair-target-ship` (verbs-events.ts).
 *   1E rulebook › DAMAGE AND REPAIRS (a repaired ship loses its damage); REPORTING FOR DUTY › COMPATIBLE;
 *   GLOSSARY: "matching" (the same affiliation).
 */
import { compatible } from '../card-facts';
import { bp } from '../context';
import { tableIndex } from '../table-index';
import type { GameState, PlayerId } from '../types';
import { zoneKind } from '../zones';
import { mixesOf } from './play';
import { finding } from './target-table';

export type ShipRepairTarget =
  /** A damaged ship of yours in play with a facility of yours of its affiliation (or a compatible Nor) in play. */
  { readonly kind: 'your-damaged-ship-with-matching-facility' };

export function shipRepairTargets(state: GameState, player: PlayerId, _spec: ShipRepairTarget): string[] {
  const mine = tableIndex(state).inPlayBy[player] ?? [];
  const facilities = mine.filter((instance) => instance.faceUp && bp(state, instance.iid).type === 'Facility');
  if (facilities.length === 0) return [];
  const mixes = mixesOf(state, player);
  return mine
    .filter((instance) => ['space', 'docked', 'surface'].includes(zoneKind(instance.zone)) && bp(state, instance.iid).type === 'Ship' && (state.cards[instance.iid]!.damage ?? 0) > 0)
    .filter((ship) => {
      const shipCard = bp(state, ship.iid);
      return facilities.some(({ iid }) => {
        const facility = bp(state, iid);
        if (facility.affiliations.some((affiliation) => shipCard.affiliations.includes(affiliation))) return true;
        return isNor(facility.title, facility.facilityKind) && compatible(shipCard, facility, mixes);
      });
    })
    .map((ship) => ship.iid);
}

/** A Nor: a station of the card list whose title names a Nor (Terok Nor, Empok Nor, Alliance Nor, Nor). */
function isNor(title: string, kind: string | undefined): boolean {
  return kind === 'Station' && /(^|\s)Nor(\s|$)/.test(title);
}

/** For the catalogue and the README. */
export const SHIP_REPAIR_TARGET_WORDS: readonly string[] = ['target:your-damaged-ship-with-matching-facility'];

/** The target words whose legal targets this module finds (behaviour/targets.ts). */
export const SHIP_REPAIR_TARGETS = finding(['your-damaged-ship-with-matching-facility'], (state, player, spec) => shipRepairTargets(state, player, spec));
