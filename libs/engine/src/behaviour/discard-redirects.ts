/**
 * Issue 15 (helper voyds9): a card on its owner's table that takes the opponent's personnel discarded from
 * play (killed or discarded) instead of their discard pile — "Opponent's non-[Univ] personnel discarded
 * from play are placed under here instead of in discard pile" (The Next Emanation). Word
 * `CardBehaviour.discardRedirect` (`universal: false`: only non-universal personnel), read by
 * `leavePlay` (attempt/leaving-play.ts) for the destination of the card leaving play.
 * Reading: cards "placed under" a card on the table are out of play and out of the discard pile: `to: 'here'`
 * stores them on the card (behaviour/stored-cards.ts: they follow it if it leaves play); without it, their
 * owner's out-of-play pile.
 * Issue 15 (helper stored): also the owner's own personnel (`whose: 'yours'`), only those `filter` reaches,
 * only when killed (`killedOnly`: "when your … dies"), only while the owner has a card so titled in play
 * (`whileInPlay`: Deliberately Discarded, "if you have Remus in play").
 *   1E rulebook › GETTING HURT › KILLED OR DESTROYED (to the owner's discard pile "unless a card says
 *   otherwise"); THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES (lasting effects while on the table).
 * Speed: the blueprints with the word are found once per game; a game without them costs a lookup.
 */
import { isTitled } from '../card-facts';
import { bp } from '../context';
import type { GameState, PlayerId } from '../types';
import { cardsIn, other, Z } from '../zones';
import { behaviourOf } from './registry';
import { blueprintsWhere, type BlueprintTest } from './blueprints-where';
import { personnelMatches } from './personnel-filter';
import { tableIndex } from '../table-index';
import { declinesStanding } from './standing-declines';
import type { PersonnelFilter } from './vocabulary-events2';

export interface DiscardRedirect {
  /** Whose personnel: the table owner's opponent's, or (issue 15, helper stored) the owner's own. */
  readonly whose: 'opponent' | 'yours';
  /** Only personnel that are (not) universal. */
  readonly universal?: boolean;
  /** Issue 15 (helper stored): only personnel this filter reaches. */
  readonly filter?: PersonnelFilter;
  /** Issue 15 (helper stored): only personnel killed (not discarded). */
  readonly killedOnly?: true;
  /** Issue 15 (helper stored): only while the table owner has a face-up card in play whose title starts so. */
  readonly whileInPlay?: string;
  /** Issue 15 (helper stored): stored on the card (stored-cards.ts), instead of the out-of-play pile. */
  readonly to?: 'here';
  /** Issue 15 (lead): "you may place them here": not while the table owner has declined it (standing-declines.ts). */
  readonly optional?: true;
}

export const DISCARD_REDIRECT_WORDS: readonly string[] = ['discardRedirect'];

const hasRedirect: BlueprintTest = (b) => b.discardRedirect;

/** Where the personnel `iid` (owned by `owner`), leaving play (`how`), goes instead of its owner's discard pile — or null. */
export function discardRedirect(state: GameState, iid: string, owner: PlayerId, how: 'killed' | 'destroyed' | 'discarded' = 'discarded'): string | null {
  const ids = blueprintsWhere(state, hasRedirect);
  if (ids.size === 0) return null;
  const card = bp(state, iid);
  if (card.type !== 'Personnel') return null;
  for (const player of [other(owner), owner]) {
    for (const source of cardsIn(state, Z.table(player))) {
      const instance = state.cards[source]!;
      if (!instance.faceUp || !ids.has(instance.blueprint)) continue;
      const rule = behaviourOf(instance.blueprint)!.discardRedirect!;
      if ((rule.whose === 'opponent') !== (player !== owner)) continue;
      if (rule.universal !== undefined && card.universal !== rule.universal) continue;
      if (rule.filter && !personnelMatches(card, rule.filter)) continue;
      if (rule.killedOnly && how !== 'killed') continue;
      if (rule.optional && declinesStanding(state, player, source)) continue;
      if (rule.whileInPlay && !tableIndex(state).inPlayBy[player].some((found) => found.faceUp && isTitled(bp(state, found.iid), rule.whileInPlay))) continue;
      return rule.to === 'here' ? Z.stored(source) : Z.out(owner);
    }
  }
  return null;
}
