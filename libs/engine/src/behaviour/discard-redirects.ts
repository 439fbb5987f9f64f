/**
 * Issue 15 (helper voyds9): a card on its owner's table that takes the opponent's personnel discarded from
 * play (killed or discarded) instead of their discard pile — "Opponent's non-[Univ] personnel discarded
 * from play are placed under here instead of in discard pile" (The Next Emanation). Word
 * `CardBehaviour.discardRedirect` (`universal: false`: only non-universal personnel), read by
 * `leavePlay` (attempt/leaving-play.ts) for the destination of the card leaving play.
 * Reading: cards "placed under" a card on the table are out of play and out of the discard pile; the
 * engine keeps them in their owner's out-of-play pile (nothing else in the game reads what lies under it).
 *   1E rulebook › GETTING HURT › KILLED OR DESTROYED (to the owner's discard pile "unless a card says
 *   otherwise"); THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES (lasting effects while on the table).
 * Speed: the blueprints with the word are found once per game; a game without them costs a lookup.
 */
import { bp } from '../context';
import type { GameState, PlayerId } from '../types';
import { cardsIn, other, Z } from '../zones';
import { behaviourOf } from './registry';
import { blueprintsWhere, type BlueprintTest } from './blueprints-where';

export interface DiscardRedirect {
  /** Whose personnel: the table owner's opponent's. */
  readonly whose: 'opponent';
  /** Only personnel that are (not) universal. */
  readonly universal?: boolean;
}

export const DISCARD_REDIRECT_WORDS: readonly string[] = ['discardRedirect'];

const hasRedirect: BlueprintTest = (b) => b.discardRedirect;

/** Where the personnel `iid` (owned by `owner`), leaving play, goes instead of its owner's discard pile — or null. */
export function discardRedirect(state: GameState, iid: string, owner: PlayerId): string | null {
  const ids = blueprintsWhere(state, hasRedirect);
  if (ids.size === 0) return null;
  const card = bp(state, iid);
  if (card.type !== 'Personnel') return null;
  for (const source of cardsIn(state, Z.table(other(owner)))) {
    const instance = state.cards[source]!;
    if (!instance.faceUp || !ids.has(instance.blueprint)) continue;
    const rule = behaviourOf(instance.blueprint)!.discardRedirect!;
    if (rule.universal !== undefined && card.universal !== rule.universal) continue;
    return Z.out(owner);
  }
  return null;
}
