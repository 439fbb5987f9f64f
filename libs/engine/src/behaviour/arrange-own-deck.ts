/**
 * Issue 15 (events of later sets): "glance at the top five cards of your draw deck; place them in any
 * order on top of and/or beneath your draw deck, then place event beneath draw deck" (Bynars Data
 * Transfer). The effect shows the player those cards (`CardsShown`, to them only) and awaits their
 * order (`ArrangementAwaited` with `count`, answered by `ArrangeCards { order, beneath }`:
 * windows-draws.ts › checkArrangeCards / arrangeCards, as Thought Maker's arrangement).
 *   1E rulebook › MISCELLANEOUS RULES › LOOKING AT CARDS; the card's own text.
 */
import { bp } from '../context';
import { RULES } from '../rules';
import { cardsIn, Z } from '../zones';
import type { VerbContext } from './verbs';

export type ArrangeOwnDeckEffect =
  /** The top `count` cards of your draw deck are shown to you and put in the order you choose, on top or (`beneath`) under the deck; `thenSelfBeneath`: this card then goes beneath the deck. */
  { readonly kind: 'arrange-own-top'; readonly count: number; readonly beneath: boolean; readonly thenSelfBeneath: boolean };

export const ARRANGE_OWN_DECK_VERBS: { readonly [K in ArrangeOwnDeckEffect['kind']]: (v: VerbContext, effect: Extract<ArrangeOwnDeckEffect, { kind: K }>) => void } = {
  'arrange-own-top': (v, effect) => {
    const zone = Z.draw(v.player);
    const top = cardsIn(v.ctx.state, zone).slice(0, effect.count);
    v.ctx.emit({ type: 'CardsShown', to: v.player, zone, cards: top.map((iid) => ({ iid, title: bp(v.ctx.state, iid).title })), source: v.card, rule: RULES.lookingAtCards });
    v.ctx.emit({
      type: 'ArrangementAwaited',
      player: v.player,
      zone,
      source: v.card,
      count: top.length,
      ...(effect.beneath ? { beneath: true } : {}),
      ...(effect.thenSelfBeneath ? { thenSourceBeneath: true } : {}),
      rule: RULES.lookingAtCards,
    });
  },
};
