/**
 * Issue 15 (helper partials): targets of cards scored away — "place out-of-play two of your 'use as equipment' artifacts in
 * play, or one Vulcan Stone of Gol (from hand) that you have earned, to score points" (Mercenary Raiders).
 *   1E rulebook › SCORING POINTS; MISCELLANEOUS RULES › OUT-OF-PLAY; ATTEMPT A MISSION › SOLVING THE MISSION (artifacts earned).
 * Words:
 * - target `your-cards-in-play-set` (`filter`: a CardFilter, `count`): `a+b+…` — that many distinct face-up cards of yours in
 *   play the filter matches (every set of them is offered; any such set is valid); run with `chosen-out-of-play`;
 * - target `your-earned-cards-in-hand` (`filter`): a card in your hand the filter matches that you earned this game (a seed
 *   card: card-record.ts › earnedByPlayer).
 */
import { bp } from '../context';
import { tableIndex } from '../table-index';
import type { GameState, PlayerId } from '../types';
import { cardsIn, isInPlayZone, Z } from '../zones';
import { earnedByPlayer } from './card-record';
import { matches } from './play';
import { finding } from './target-table';
import type { CardFilter } from './vocabulary';

export type CardSetTarget =
  | { readonly kind: 'your-cards-in-play-set'; readonly filter: CardFilter; readonly count: number }
  | { readonly kind: 'your-earned-cards-in-hand'; readonly filter: CardFilter };

/** For the catalogue test and the README. */
export const CARD_SET_WORDS: readonly string[] = ['target:your-cards-in-play-set', 'target:your-earned-cards-in-hand'];

function sets(cards: readonly string[], count: number): string[] {
  const out: string[] = [];
  const walk = (start: number, acc: string[]) => {
    if (out.length >= 60) return;
    if (acc.length === count) {
      out.push(acc.join('+'));
      return;
    }
    for (let i = start; i < cards.length; i += 1) walk(i + 1, [...acc, cards[i]!]);
  };
  walk(0, []);
  return out;
}

function cardSetTargets(state: GameState, player: PlayerId, spec: CardSetTarget): string[] {
  if (spec.kind === 'your-earned-cards-in-hand')
    return cardsIn(state, Z.hand(player)).filter((iid) => matches(bp(state, iid), spec.filter) && earnedByPlayer(state, player, iid));
  const cards = (tableIndex(state).inPlayBy[player] ?? []).filter((instance) => instance.faceUp && isInPlayZone(instance.zone) && matches(bp(state, instance.iid), spec.filter)).map((instance) => instance.iid);
  return sets(cards, spec.count);
}

/** The target words whose legal targets this module finds (behaviour/targets.ts). */
export const CARD_SET_TARGETS = finding(['your-cards-in-play-set', 'your-earned-cards-in-hand'], (state, player, spec) => cardSetTargets(state, player, spec as CardSetTarget));
