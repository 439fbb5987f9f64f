/**
 * Issue 15 (helper qcau): two lasting effects of a card on its owner's table that answer the opponent's cards —
 * "reverses {Telepathic Alien Kidnappers} affecting you" and "{Rogue Borg} invading your ships must be 3 or more to be
 * effective" (Intruder Force Field).
 *   - restriction `reverses-guesses` (`titles`): an opponent's card of these titles with `guess-at-end-of-turn` on their
 *     table no longer makes its owner guess at your hand; you guess at theirs instead, before ending each of your turns
 *     (end-turn-premiere.ts › guessDemandedBy reads `reversedGuessFor`).
 *   - restriction `boarding-group-minimum` (`group`, `min`): a boarding group with fewer than `min` members on one of
 *     your ships does not battle its crew (self-controlled.ts › groupBattlesCrew reads `boardingTooSmall`); the group
 *     stays aboard and is effective again once it is `min` strong.
 *   1E rulebook › THE CARDS › EVENTS (lasting effects while in play); STRANGE ENCOUNTERS › SELF-CONTROLLING CARDS;
 *   MISCELLANEOUS RULES › TURNS: "EACH", "EVERY" (the subject of a guess is the player the card now serves);
 *   THE CUMULATIVE RULE (one guess, whatever the copies).
 */
import { bp } from '../context';
import { PLAYERS, type GameState, type PlayerId } from '../types';
import { cardsIn, other, Z } from '../zones';
import { behaviourOf } from './registry';

export type BoardingReversalRestriction =
  /** On your table: an opponent's guessing card of these titles makes you, not them, guess (at their hand, before ending each of your turns). */
  | { readonly kind: 'reverses-guesses'; readonly titles: readonly string[] }
  /** On your table: a boarding group with fewer than `min` members on one of your ships does not battle. */
  | { readonly kind: 'boarding-group-minimum'; readonly group: string; readonly min: number };

/** For the catalogue test. */
export const BOARDING_REVERSAL_WORDS: readonly string[] = ['restriction:reverses-guesses', 'restriction:boarding-group-minimum'];

function restrictionsOf(state: GameState, iid: string): BoardingReversalRestriction[] {
  if (!state.cards[iid]!.faceUp) return [];
  return ((behaviourOf(state.cards[iid]!.blueprint)?.restricts ?? []) as readonly { readonly kind: string }[]).filter(
    (one): one is BoardingReversalRestriction => one.kind === 'reverses-guesses' || one.kind === 'boarding-group-minimum',
  );
}

/** Whether `owner`'s guessing card `card` is reversed by a card on its owner's opponent's table. */
export function guessReversed(state: GameState, card: string): boolean {
  const title = bp(state, card).title;
  return cardsIn(state, Z.table(other(state.cards[card]!.owner))).some((iid) => restrictionsOf(state, iid).some((one) => one.kind === 'reverses-guesses' && one.titles.includes(title)));
}

/** The opponent's guessing card that `player` now uses against them (reversed by a card on `player`'s table), if any. */
export function reversedGuessFor(state: GameState, player: PlayerId, isGuessing: (iid: string) => boolean): string | null {
  return cardsIn(state, Z.table(other(player))).find((iid) => state.cards[iid]!.faceUp && isGuessing(iid) && guessReversed(state, iid)) ?? null;
}

/** The card on the ship owner's table that keeps the boarding `group` of `members` on `ship` from acting (too few of them), if any. */
export function boardingMinimumBy(state: GameState, ship: string, group: string, members: number): string | null {
  const owner = state.cards[ship]?.owner;
  if (!owner || !PLAYERS.includes(owner)) return null;
  return cardsIn(state, Z.table(owner)).find((iid) => restrictionsOf(state, iid).some((one) => one.kind === 'boarding-group-minimum' && one.group === group && members < one.min)) ?? null;
}
