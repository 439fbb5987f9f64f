/**
 * Issue 15 (helper tables): a pile kept face down on a table card, fed from the top of its owner's draw deck
 * and cashed in for cards drawn (Learning Curve). The pile itself is the stored-cards mechanism
 * (stored-cards.ts: zone `stored:<host>`, not in play, its owner's, face down as the card's `stores` says).
 * Words:
 * - effect `if-played-this-turn` (`filter`, `atLeast`, `then`): `then` runs only when the acting card's player
 *   has played (reported, downloaded: 1E rulebook › DOWNLOADING) at least `atLeast` cards matching `filter`
 *   this turn (card-record.ts › playedThisTurnCount; the record keeps each card's last turn played);
 * - effect `store-top-of-draw` (`count`): the top `count` cards of the player's draw deck stored on the acting
 *   card (fewer if the deck is shorter);
 * - card field `stores.playableAsHand` (a card filter): the stored cards it reaches, on a face-up card of their owner's
 *   in play, may be played or reported as though in hand (play.ts › checkInHand asks `playableFromPile`; legal.ts
 *   offers them with the hand: `handAndPiles`); the play moves the card from the pile as it would from hand;
 * - effect `self-and-stored-beneath-draw-then-draw`: the acting card and every card stored on it go beneath its
 *   owner's draw deck (the stored ones first, in the order they were stored, then the card itself), then the
 *   owner draws as many cards as were placed ("that many").
 *   1E rulebook › THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES (a card's text overrides the rules); LEAVING PLAY
 *   (the card leaves play to the place its text names); PLAYING A CARD › ENTERING PLAY (face-down cards are not
 *   in play).
 */
import { bp } from '../context';
import { blueprintsWhere, type BlueprintTest } from './blueprints-where';
import { matches } from './play';
import { behaviourOf } from './registry';
import type { GameState, PlayerId } from '../types';
import { RULES } from '../rules';
import { cardsIn, zoneArg, zoneKind, Z } from '../zones';
import { drawOrder } from './bottom-draws';
import { playedThisTurnCount } from './card-record';
import { storeCard, storedOn } from './stored-cards';
import type { CardFilter, Effect } from './vocabulary';
import { runEffects, type VerbContext } from './verbs';

export type DrawDeckPileEffect =
  | { readonly kind: 'if-played-this-turn'; readonly filter: CardFilter; readonly atLeast: number; readonly then: readonly Effect[] }
  | { readonly kind: 'store-top-of-draw'; readonly count: number }
  | { readonly kind: 'self-and-stored-beneath-draw-then-draw' };

/** For the catalogue test and the README. */
export const DRAW_DECK_PILE_WORDS: readonly string[] = ['effect:if-played-this-turn', 'effect:store-top-of-draw', 'effect:self-and-stored-beneath-draw-then-draw'];

const resolved = (v: VerbContext, effect: string) => v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect, rule: RULES.cardEffects });

export const DRAW_DECK_PILE_VERBS: { readonly [K in DrawDeckPileEffect['kind']]: (v: VerbContext, effect: Extract<DrawDeckPileEffect, { kind: K }>) => void } = {
  'if-played-this-turn': (v, effect) => {
    const count = playedThisTurnCount(v.ctx.state, v.player, effect.filter);
    if (count < effect.atLeast) return resolved(v, `${count} such card(s) played this turn (fewer than ${effect.atLeast}): nothing`);
    runEffects(v, effect.then);
  },
  'store-top-of-draw': (v, effect) => {
    // The top of the draw deck is the next card drawn (bottom-draws.ts › drawOrder).
    const top = drawOrder(v.ctx.state, v.player).slice(0, effect.count);
    for (const card of top) storeCard(v.ctx, card, v.card, v.card);
    resolved(v, `${top.length} card(s) from the top of the draw deck stored on ${bp(v.ctx.state, v.card).title}`);
  },
  'self-and-stored-beneath-draw-then-draw': (v) => {
    const instance = v.ctx.state.cards[v.card];
    if (!instance) return;
    const owner = instance.owner;
    const title = bp(v.ctx.state, v.card).title;
    const stored = [...storedOn(v.ctx.state, v.card)];
    for (const card of stored)
      v.ctx.emit({ type: 'CardMoved', card, from: Z.stored(v.card), to: Z.draw(owner), faceUp: false, reason: `${title}: a stored card beneath the draw deck`, rule: RULES.cardEffects });
    v.ctx.emit({ type: 'CardMoved', card: v.card, from: instance.zone, to: Z.draw(owner), faceUp: false, reason: `${title}: placed beneath the draw deck`, rule: RULES.leavingPlay });
    const placed = stored.length + 1;
    resolved(v, `${placed} card(s) beneath the draw deck; as many drawn`);
    // "That many": the count placed; the deck now ends with them, so a short deck draws them back.
    runEffects({ ...v, player: owner }, [{ kind: 'draw', who: 'you', count: Math.min(placed, cardsIn(v.ctx.state, Z.draw(owner)).length) }]);
  },
};

const pilesPlayable: BlueprintTest = (behaviour) => behaviour.stores?.playableAsHand;

/** Whether `card` lies stored on a face-up card of `player`'s in play whose `stores.playableAsHand` reaches it (played as though in hand). */
export function playableFromPile(state: GameState, player: PlayerId, card: string): boolean {
  const instance = state.cards[card];
  if (!instance || instance.owner !== player || zoneKind(instance.zone) !== 'stored') return false;
  if (blueprintsWhere(state, pilesPlayable).size === 0) return false;
  const host = state.cards[zoneArg(instance.zone)];
  if (!host || host.owner !== player || !host.faceUp || host.zone !== Z.table(player)) return false;
  const filter = behaviourOf(host.blueprint)?.stores?.playableAsHand;
  return !!filter && matches(bp(state, card), filter);
}

/** `player`'s hand, then the stored cards they may play as though in hand (legal.ts: the cards offered for play). */
export function handAndPiles(state: GameState, player: PlayerId): readonly string[] {
  const hand = cardsIn(state, Z.hand(player));
  const ids = blueprintsWhere(state, pilesPlayable);
  if (ids.size === 0) return hand;
  const piles = cardsIn(state, Z.table(player))
    .filter((host) => state.cards[host]!.faceUp && ids.has(state.cards[host]!.blueprint))
    .flatMap((host) => storedOn(state, host).filter((card) => playableFromPile(state, player, card)));
  return piles.length === 0 ? hand : [...hand, ...piles];
}
