/**
 * Issue 15 (doorways): the words added for doorway cards (1E rulebook › DOORWAYS; PLAYING A DOORWAY).
 * Joined to `Permit` (vocabulary.ts) with one line; the handler is `addedEquipment` below, read by
 * `specialEquipment` (ship-equipment.ts) for every special-equipment question (holograms, …).
 */
import { bp } from '../context';
import type { GameState } from '../types';
import { cardsIn, Z } from '../zones';
import { behaviourOf } from './registry';
// Issue 15 (helper doors): a closed doorway's text is not active (closed-doorways.ts).
import { isClosed } from './closed-doorways';

export type DoorwayPermit =
  /**
   * Lying on a ship (played there, duration `on-target-card`): the ship carries this special
   * equipment as if printed on it, while the card lies there (Holodeck Door: "Adds Holodeck").
   */
  /** `unlessOption` (issue 15, lead): not while the card's recorded option (`state.selected`) is this — the way it was played (Activate Tractor Beam: 'tow'). */
  { readonly kind: 'host-special-equipment'; readonly equipment: string; readonly unlessOption?: string };

export const DOORWAY_PERMIT_WORDS: readonly DoorwayPermit['kind'][] = ['host-special-equipment'];

const NONE: readonly string[] = [];

/** Special equipment added by the face-up cards lying on `card` (cheap: only the cards on it are read; none → the shared empty list). */
export function addedEquipment(state: GameState, card: string): readonly string[] {
  const lying = cardsIn(state, Z.on(card));
  if (lying.length === 0) return NONE;
  let out: string[] | undefined;
  for (const iid of lying) {
    if (!state.cards[iid]!.faceUp || isClosed(state, iid)) continue;
    for (const permit of behaviourOf(bp(state, iid).id)?.permits ?? [])
      if (permit.kind === 'host-special-equipment' && (permit.unlessOption === undefined || state.selected?.[iid] !== permit.unlessOption)) (out ??= []).push(permit.equipment);
  }
  return out ?? NONE;
}
