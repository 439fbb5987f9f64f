/**
 * Issue 15: looking at the top of a draw deck — one word for "peek at the top card of your deck"
 * (Timepod Ring) and "glance at the top card of any player's draw deck" (Borg Data Node).
 *   `look-at-top-of-draw-deck` { count?: 1; deck?: 'yours' | 'target' } — the top `count` cards of the
 *   deck (yours, or that of the player the card's `player` target chose) are shown to the card's user
 *   alone (`CardsShown`, redacted for the opponent and spectators like every look); the deck's order
 *   is kept.
 *   1E rulebook › MISCELLANEOUS RULES › LOOKING AT CARDS (the cards are looked at and put back as they were).
 */
import { bp } from '../context';
import { RULES } from '../rules';
import type { PlayerId } from '../types';
import { cardsIn, Z } from '../zones';
import type { VerbContext } from './verbs';

export type TopOfDeckLookEffect = {
  readonly kind: 'look-at-top-of-draw-deck';
  /** how many cards (default 1) */
  readonly count?: number;
  /** whose deck: the user's (default) or the player the `player` target chose */
  readonly deck?: 'yours' | 'target';
};

export const TOP_OF_DECK_LOOK_VERBS: { readonly [K in TopOfDeckLookEffect['kind']]: (v: VerbContext, effect: Extract<TopOfDeckLookEffect, { kind: K }>) => void } = {
  'look-at-top-of-draw-deck': (v, effect) => {
    const owner: PlayerId = effect.deck === 'target' && (v.target === 'p1' || v.target === 'p2') ? v.target : v.player;
    const zone = Z.draw(owner);
    const cards = cardsIn(v.ctx.state, zone)
      .slice(0, effect.count ?? 1)
      .map((iid) => ({ iid, title: bp(v.ctx.state, iid).title }));
    v.ctx.emit({ type: 'CardsShown', to: v.player, zone, cards, source: v.card, rule: RULES.lookingAtCards });
    const whose = owner === v.player ? 'their own' : `${owner}'s`;
    v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: `${v.player} looks at ${cards.length} card(s) atop ${whose} draw deck`, rule: RULES.cardEffects });
  },
};
