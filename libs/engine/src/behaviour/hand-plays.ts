/**
 * Issue 15 (helper dqv): conditions on hands and on the cards played this turn, and a look at the top of
 * any draw deck or discard pile put back in the order its player chooses (Handshake's three ways).
 *   - play condition `no-cards-played-this-turn`: you have played (reported, downloaded) no card this turn
 *     (card-record.ts › playedThisTurn);
 *   - play condition `hand-fewer-than-opponent`: the other cards in your hand (this one apart) are fewer
 *     than the cards in your opponent's hand;
 *   - play condition `other-cards-in-hand-at-least` (`count`): at least that many other cards in your hand;
 *   - target `pile-to-look-at`: a non-empty draw deck or discard pile of either player (its zone);
 *   - effect `arrange-top-of-target-pile` (`count`): the top `count` cards of that pile are shown to the card's
 *     player (`CardsShown`) and wait to be put in order (`ArrangementAwaited` … `count`, answered by
 *     `ArrangeCards`: windows-draws.ts; a discard pile's top is its last card).
 *   1E rulebook › MISCELLANEOUS RULES › LOOKING AT CARDS; THE CARDS › INCIDENTS.
 */
import { bp, problem, type Problem } from '../context';
import { RULES } from '../rules';
import { PLAYERS, type CommandOf, type GameState } from '../types';
import { cardsIn, other, Z } from '../zones';
import { playedThisTurn } from './card-record';
import { finding } from './target-table';
import type { CardBehaviour } from './vocabulary';
import type { VerbContext } from './verbs';
import { arrangedCards } from './windows-draws';

export type HandPlayCondition =
  | { readonly kind: 'no-cards-played-this-turn' }
  | { readonly kind: 'hand-fewer-than-opponent' }
  | { readonly kind: 'other-cards-in-hand-at-least'; readonly count: number };
export type PileTarget = { readonly kind: 'pile-to-look-at' };
export type PileEffect =
  | { readonly kind: 'arrange-top-of-target-pile'; readonly count: number }
  /** `count` cards of a player's hand, selected at random (`RandomCardsSelected`), go on top of their draw deck (face down, in the selection's order). */
  | { readonly kind: 'random-hand-to-deck-top'; readonly who: 'you' | 'opponent'; readonly count: number };

/** For the catalogue test and the README. */
export const HAND_PLAY_WORDS: readonly string[] = ['condition:no-cards-played-this-turn', 'condition:hand-fewer-than-opponent', 'condition:other-cards-in-hand-at-least', 'target:pile-to-look-at', 'effect:arrange-top-of-target-pile', 'effect:random-hand-to-deck-top'];

export function checkHandPlayConditions(state: GameState, command: CommandOf<'PlayCard'>, behaviour: CardBehaviour): Problem | null {
  const mine = cardsIn(state, Z.hand(command.actor)).filter((iid) => iid !== command.card).length;
  for (const condition of behaviour.play?.requires ?? []) {
    if (condition.kind === 'no-cards-played-this-turn' && playedThisTurn(state, command.actor))
      return problem('PLAY_CONDITION', `${behaviour.title} plays only if you have played no cards this turn`, RULES.triggers);
    if (condition.kind === 'hand-fewer-than-opponent' && mine >= cardsIn(state, Z.hand(other(command.actor))).length)
      return problem('PLAY_CONDITION', `${behaviour.title} plays only with fewer cards in hand than your opponent`, RULES.triggers);
    if (condition.kind === 'other-cards-in-hand-at-least' && mine < condition.count)
      return problem('PLAY_CONDITION', `${behaviour.title} plays only with at least ${condition.count} other cards in hand`, RULES.triggers);
  }
  return null;
}

export const PILE_TARGETS = finding(['pile-to-look-at'], (state) => PLAYERS.flatMap((player) => [Z.draw(player), Z.discard(player)]).filter((zone) => cardsIn(state, zone).length > 0));

export const PILE_VERBS: { readonly [K in PileEffect['kind']]: (v: VerbContext, effect: Extract<PileEffect, { kind: K }>) => void } = {
  'arrange-top-of-target-pile': (v, effect) => {
    const zone = v.target ?? '';
    const count = Math.min(effect.count, cardsIn(v.ctx.state, zone).length);
    if (count === 0) return;
    const top = arrangedCards(v.ctx.state, { zone, count });
    v.ctx.emit({ type: 'CardsShown', to: v.player, zone, cards: top.map((iid) => ({ iid, title: bp(v.ctx.state, iid).title })), source: v.card, rule: RULES.lookingAtCards });
    v.ctx.emit({ type: 'ArrangementAwaited', player: v.player, zone, source: v.card, count, rule: RULES.lookingAtCards });
  },
  'random-hand-to-deck-top': (v, effect) => {
    const player = effect.who === 'you' ? v.player : other(v.player);
    const hand = cardsIn(v.ctx.state, Z.hand(player)).filter((iid) => iid !== v.card);
    const title = bp(v.ctx.state, v.card).title;
    if (hand.length === 0) {
      v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: `${player} has no cards in hand`, rule: RULES.cardEffects });
      return;
    }
    const rng = v.ctx.rng();
    const picked = rng.shuffle(hand).slice(0, effect.count);
    v.ctx.emit({ type: 'RandomCardsSelected', purpose: `${title}: cards of ${player}'s hand placed on top of the draw deck`, candidates: hand, outcome: picked, secret: { rng: rng.state }, rule: RULES.randomSelection });
    // The first selected ends on top.
    for (const iid of [...picked].reverse()) v.ctx.emit({ type: 'CardMoved', card: iid, from: Z.hand(player), to: Z.draw(player), index: 0, faceUp: false, reason: `${title}: placed on top of the draw deck`, rule: RULES.cardEffects });
  },
};
