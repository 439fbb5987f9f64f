/**
 * Issue 15 (helper doors): a doorway that adds a Brig to the ship or facility it lies on (Holding Cell Door).
 *   - target `your-ship-or-facility` (`notNor`): one of your face-up ships or facilities in play (a Nor excepted with
 *     `notNor`); the doorway lies on it (duration `on-target-card`) and adds its equipment with `host-special-equipment`
 *     (vocabulary-doorways.ts), which `hasBrig` (captives.ts) reads as well as the printed Brig keyword — a closed doorway
 *     adds nothing (closed-doorways.ts).
 *   1E rulebook › PLAYING A DOORWAY; CAPTURING (a Brig holds captives).
 */
import { blueprintOf } from '../card-facts';
import { tableIndex } from '../table-index';
import { isNor } from './site-basics';
import { finding } from './target-table';

export type ShipOrFacilityTarget = { readonly kind: 'your-ship-or-facility'; readonly notNor?: true };

/** For the catalogue test and the README. */
export const BRIG_DOOR_WORDS: readonly string[] = ['target:your-ship-or-facility'];

export const BRIG_DOOR_TARGETS = finding(['your-ship-or-facility'], (state, player, spec) =>
  (tableIndex(state).inPlayBy[player] ?? [])
    .filter((instance) => {
      if (!instance.faceUp) return false;
      const card = blueprintOf(state, instance.iid);
      return (card.type === 'Ship' || card.type === 'Facility') && !(spec.notNor && isNor(card));
    })
    .map((instance) => instance.iid),
);
