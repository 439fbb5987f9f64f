/**
 * Issue 15 (interrupts-e): "reveal the bottom three cards of your draw deck; take any non-personnel into
 * hand; discard others" (Smooth As an Android's Bottom?). The word joins `Effect` (vocabulary.ts) with one
 * line and its handler the verb table (verbs.ts › composeVerbs) with one.
 *   1E rulebook › MISCELLANEOUS RULES › LOOKING AT CARDS (revealed: seen by both players);
 *   THE CARDS (card effects move cards between zones).
 */
import { bp } from '../context';
import { RULES } from '../rules';
import { cardsIn, Z } from '../zones';
import { matches } from './play';
import type { CardFilter } from './vocabulary';
import type { VerbContext } from './verbs';

export type DeckRevealEffect =
  /**
   * The bottom `count` cards of the player's draw deck are revealed to both players; those `keep`
   * passes go to the player's hand (all of them: "take any" is read as take every one), the others
   * to the discard pile.
   */
  { readonly kind: 'reveal-bottom-keep'; readonly count: number; readonly keep: CardFilter };

type Handler<K extends DeckRevealEffect['kind']> = (v: VerbContext, effect: Extract<DeckRevealEffect, { kind: K }>) => void;

export const DECK_REVEAL_VERBS: { readonly [K in DeckRevealEffect['kind']]: Handler<K> } = {
  'reveal-bottom-keep': (v, effect) => {
    const state = v.ctx.state;
    const deck = cardsIn(state, Z.draw(v.player));
    const bottom = deck.slice(Math.max(0, deck.length - effect.count));
    const source = bp(state, v.card).title;
    if (bottom.length === 0) {
      v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: 'the draw deck is empty: nothing revealed', rule: RULES.cardEffects });
      return;
    }
    const cards = bottom.map((iid) => ({ iid, title: bp(state, iid).title }));
    for (const to of ['p1', 'p2'] as const) v.ctx.emit({ type: 'CardsShown', to, zone: Z.draw(v.player), cards, source: v.card, rule: RULES.lookingAtCards });
    for (const iid of bottom) {
      const kept = matches(bp(v.ctx.state, iid), effect.keep);
      v.ctx.emit({
        type: 'CardMoved',
        card: iid,
        from: Z.draw(v.player),
        to: kept ? Z.hand(v.player) : Z.discard(v.player),
        faceUp: !kept,
        reason: `${source}: revealed from the bottom of the draw deck, ${kept ? 'taken into hand' : 'discarded'}`,
        rule: `${RULES.lookingAtCards}; ${RULES.cardEffects}`,
      });
    }
  },
};

/** For the catalogue test (behaviour/catalogue.spec.ts). */
export const DECK_REVEAL_WORDS: readonly string[] = ['effect:reveal-bottom-keep'];
