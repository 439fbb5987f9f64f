/**
 * Issue 15 (events of later sets): a card lying on a ship that takes away what the ship's class makes
 * it — "(the ship) no longer qualifies as a freighter, transport or merchant vessel" (System 5
 * Disruptors). The word `hostLosesShipClass` (CardBehaviour) is read by `shipClassLost`, which every
 * target chosen by ship class consults (verbs-events-d.ts › `your-ship-of-classes`), so no card that
 * asks for such a ship — a second System 5 Disruptors included — may choose it while the card lies on it.
 *   1E rulebook › THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES (lasting effects while in play); the card's
 *   own text.
 */
import type { GameState } from '../types';
import { cardsIn, Z } from '../zones';
import { behaviourOf } from './registry';

/** Whether a face-up card lying on `ship` says the ship no longer counts as its class. */
export function shipClassLost(state: GameState, ship: string): boolean {
  return cardsIn(state, Z.on(ship)).some((iid) => state.cards[iid]!.faceUp && behaviourOf(state.cards[iid]!.blueprint)?.hostLosesShipClass === true);
}
