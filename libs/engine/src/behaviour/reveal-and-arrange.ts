/**
 * Issue 15 (choices): "reveal the top cards of any draw deck, discard those of a kind, put the rest back
 * in any order" (I Just Love Scanning for Life-forms). The reveal is seen by both players; the kept cards
 * are then put in order by the card's player (`ArrangementAwaited` with `count`, answered by
 * `ArrangeCards`: behaviour/windows-draws.ts). Joined to `Effect` (vocabulary.ts) and the verb table
 * (verbs.ts) with one line each.
 *   1E rulebook › MISCELLANEOUS RULES › LOOKING AT CARDS (revealed: both players see them).
 */
import { bp } from '../context';
import { RULES } from '../rules';
import type { PlayerId } from '../types';
import { cardsIn, Z } from '../zones';
import { matches } from './play';
import type { CardFilter } from './vocabulary';
import type { VerbContext } from './verbs';

export type RevealArrangeEffect =
  /**
   * The top `count` cards of the target player's draw deck (`ownCount` when it is your own deck) are
   * revealed; those `keep` does not pass go to that player's discard pile; you put the others back on
   * top in the order you choose. "Up to" is taken in full.
   */
  { readonly kind: 'reveal-top-discard-arrange'; readonly count: number; readonly ownCount: number; readonly keep: CardFilter };

export const REVEAL_ARRANGE_VERBS: { readonly 'reveal-top-discard-arrange': (v: VerbContext, effect: RevealArrangeEffect) => void } = {
  'reveal-top-discard-arrange': (v, effect) => {
    const owner: PlayerId = v.target === 'p1' || v.target === 'p2' ? v.target : v.player;
    const zone = Z.draw(owner);
    const top = cardsIn(v.ctx.state, zone).slice(0, owner === v.player ? effect.ownCount : effect.count);
    const title = bp(v.ctx.state, v.card).title;
    if (top.length === 0) {
      v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: 'the draw deck is empty: nothing revealed', rule: RULES.cardEffects });
      return;
    }
    const cards = top.map((iid) => ({ iid, title: bp(v.ctx.state, iid).title }));
    for (const to of ['p1', 'p2'] as const) v.ctx.emit({ type: 'CardsShown', to, zone, cards, source: v.card, rule: RULES.lookingAtCards });
    const kept = top.filter((iid) => matches(bp(v.ctx.state, iid), effect.keep));
    for (const iid of top.filter((one) => !kept.includes(one)))
      v.ctx.emit({ type: 'CardMoved', card: iid, from: zone, to: Z.discard(owner), faceUp: true, reason: `${title}: revealed and discarded`, rule: `${RULES.lookingAtCards}; ${RULES.cardEffects}` });
    if (kept.length >= 2) v.ctx.emit({ type: 'ArrangementAwaited', player: v.player, zone, source: v.card, count: kept.length, rule: RULES.lookingAtCards });
  },
};
