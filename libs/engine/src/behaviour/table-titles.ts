/**
 * Issue 15 (helper voyent): an ability condition on the player's own cards in play — "Your {Assign
 * Support Personnel} card is not discarded when …" is read on Assign Support Personnel as a second
 * way to use it, allowed only while its owner has Dominion War Efforts in play.
 * Word: ability condition `yours-in-play` (`titles`) — a face-up card of the player with one of these
 * titles is in play (on the table or elsewhere in play).
 *   1E rulebook › THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES (a card's effect lasts while it is in play).
 */
import { bp } from '../context';
import { tableIndex } from '../table-index';
import type { GameState, PlayerId } from '../types';
import { titledAmong } from '../card-facts';

export type YoursInPlayCondition = { readonly kind: 'yours-in-play'; readonly titles: readonly string[] };

/** For the catalogue test. */
export const TABLE_TITLE_WORDS: readonly string[] = ['ability-condition:yours-in-play'];

export const TABLE_TITLE_CONDITIONS: { readonly 'yours-in-play': (state: GameState, player: PlayerId, card: string, condition: YoursInPlayCondition) => boolean } = {
  'yours-in-play': (state, player, _card, condition) =>
    tableIndex(state).inPlay.some((instance) => instance.faceUp && instance.owner === player && titledAmong(condition.titles, bp(state, instance.iid))),
};
