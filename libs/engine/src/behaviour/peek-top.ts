/**
 * Issue 15 (events of later sets): "you may peek at the top card of your deck" (Timepod Ring's once-each-turn
 * ability): the top cards of the player's own draw deck are shown to that player only (`CardsShown`,
 * redacted for the opponent and spectators like every look), the deck's order kept.
 *   1E rulebook › MISCELLANEOUS RULES › LOOKING AT CARDS (the cards are looked at and put back as they were).
 */
import { bp } from '../context';
import { RULES } from '../rules';
import { cardsIn, Z } from '../zones';
import type { VerbContext } from './verbs';

export type PeekTopEffect =
  /** The top `count` cards of your draw deck are shown to you (in place). */
  { readonly kind: 'peek-top-of-draw-deck'; readonly count: number };

export const PEEK_TOP_VERBS: { readonly [K in PeekTopEffect['kind']]: (v: VerbContext, effect: Extract<PeekTopEffect, { kind: K }>) => void } = {
  'peek-top-of-draw-deck': (v, effect) => {
    const zone = Z.draw(v.player);
    const cards = cardsIn(v.ctx.state, zone)
      .slice(0, effect.count)
      .map((iid) => ({ iid, title: bp(v.ctx.state, iid).title }));
    v.ctx.emit({ type: 'CardsShown', to: v.player, zone, cards, source: v.card, rule: RULES.lookingAtCards });
    v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: `${v.player} peeks at ${cards.length} card(s) atop the draw deck`, rule: RULES.cardEffects });
  },
};
