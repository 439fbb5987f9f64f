/**
 * Issue 15 (helper incidents-e): "name a card type and reveal a random card from opponent's hand; if
 * it is the named card type, …" (Intuition). The card type is the card's `card-type` target (named as
 * it is used); the card of the opponent's hand is picked with the game's PRNG and recorded
 * (`RandomCardsSelected`), then shown to the player (`CardsShown`; the opponent holds it already).
 * When its type is the one named, the effects in `then` follow.
 *   1E rulebook › MISCELLANEOUS RULES › RANDOM SELECTION; THE CARDS (the card types).
 */
import { bp } from '../context';
import { selectAtRandom } from './random-selection';
import { RULES } from '../rules';
import { cardsIn, other, Z } from '../zones';
import type { VerbContext } from './verbs';
import type { Effect } from './vocabulary';

export type HandRevealEffect =
  /** A random card of the opponent's hand is revealed to you; when its type is the type named as the target, the effects in `then` follow. */
  { readonly kind: 'reveal-random-opponent-card-if-named-type'; readonly then: readonly Effect[] };

function resolved(v: VerbContext, effect: string): void {
  v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect, ...(v.target ? { target: v.target } : {}), rule: RULES.cardEffects });
}

export const HAND_REVEAL_VERBS: { readonly [K in HandRevealEffect['kind']]: (v: VerbContext, effect: Extract<HandRevealEffect, { kind: K }>, run?: (nested: readonly Effect[]) => void) => void } = {
  'reveal-random-opponent-card-if-named-type': (v, effect, run) => {
    const opponent = other(v.player);
    const hand = cardsIn(v.ctx.state, Z.hand(opponent));
    if (hand.length === 0) return resolved(v, "the opponent's hand is empty: nothing revealed");
    const title = bp(v.ctx.state, v.card).title;
    const card = selectAtRandom(v.ctx, { purpose: title, candidates: hand, draw: 'pick' })[0]!;
    v.ctx.emit({ type: 'CardsShown', to: v.player, zone: Z.hand(opponent), cards: [{ iid: card, title: bp(v.ctx.state, card).title }], source: v.card, rule: RULES.lookingAtCards });
    const type = bp(v.ctx.state, card).type;
    if (type === v.target) run?.(effect.then);
    else resolved(v, `named ${v.target ?? 'nothing'}, revealed a ${type}: no more`);
  },
};
