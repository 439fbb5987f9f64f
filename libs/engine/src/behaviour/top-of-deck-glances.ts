/**
 * Issue 15 (equipment-e): effect words for looking at hidden cards.
 *   `look-at-top-of-target-deck` — the player the card's user chose (the `player` target) shows its
 *   top draw-deck card to the user only ("glance at the top card of any player's draw deck"); the card
 *   stays where it is.
 *   1E rulebook › MISCELLANEOUS RULES › LOOKING AT CARDS (a glance shows the card to you alone).
 */
import { bp } from '../context';
import { RULES } from '../rules';
import type { PlayerId } from '../types';
import { cardsIn, Z } from '../zones';
import type { VerbContext } from './verbs';

export type TopOfDeckGlanceEffect = { readonly kind: 'look-at-top-of-target-deck' };

export const TOP_OF_DECK_GLANCE_VERBS: { readonly [K in TopOfDeckGlanceEffect['kind']]: (v: VerbContext, effect: Extract<TopOfDeckGlanceEffect, { kind: K }>) => void } = {
  'look-at-top-of-target-deck': (v) => {
    const owner = (v.target === 'p1' || v.target === 'p2' ? v.target : v.player) as PlayerId;
    const zone = Z.draw(owner);
    const cards = cardsIn(v.ctx.state, zone).slice(0, 1).map((iid) => ({ iid, title: bp(v.ctx.state, iid).title }));
    v.ctx.emit({ type: 'CardsShown', to: v.player, zone, cards, source: v.card, rule: RULES.lookingAtCards });
    v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: `${v.player} glances at the top card of ${owner}'s draw deck (${cards.length})`, rule: RULES.cardEffects });
  },
};
