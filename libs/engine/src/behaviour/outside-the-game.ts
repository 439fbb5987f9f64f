/**
 * Issue 15 (helper outside): cards "from outside the game".
 * A player may bring cards that are not in their deck — their collection beside the table — for cards that fetch one
 * "from outside the game". The engine cannot invent a card, so these are declared when the game is created
 * (`PlayerSetup.outside`, seeding.ts › createGame) and kept face down in the zone `outside:<player>`: seen by their owner
 * only (view.ts), never drawn, counted or in play, and never a deck card (the deck rules ignore them).
 *   1E rulebook › OUT-OF-PLAY ("set aside … conceptually outside the game"); DS9 expansion rules › unique missions (a
 *   replacement "from outside the game").
 * Words:
 * - choice pool `outside` (`whose`, `filter`): the player's cards outside the game (vocabulary-choices.ts; choices.ts) —
 *   Trust Me (two non-artifacts into its player's discard pile, fate `discard`).
 * - target option `fromOutside` of `cards-per-opponent-mission` (objective-downloads.ts): the cards outside the game are
 *   searched as well as the draw deck ("download to hand (even from outside the game)": Expand the Empire).
 */
import type { GameState, PlayerId } from '../types';
import { cardsIn, Z } from '../zones';

/** For the catalogue test and the README. */
export const OUTSIDE_WORDS: readonly string[] = ['choice-pool:outside', 'target-option:fromOutside'];

/** The cards `player` brought from outside the game and has not used yet. */
export function outsideCards(state: GameState, player: PlayerId): readonly string[] {
  return cardsIn(state, Z.outside(player));
}
