/**
 * Issue 15 (helper partials): a personnel just killed goes back to its owner's hand, and the card's
 * player draws one card for each of its printed skill dots (`killed-to-owner-hand-draw-per-dots`;
 * Live Long and Prosper's second way, played in the `personnel-killed` response window on a
 * `just-killed` target with `whose: 'opponents'`).
 *   1E rulebook › GETTING HURT › KILLED (a killed personnel is discarded); THE CARDS (card effects move
 *   cards between zones); USING SKILLS (skill dots: attempt/dilemma-effects-c.ts › skillDots, one per
 *   skill entry and special-skill sentence, since the card list prints no dots).
 * The card returns only from its owner's discard pile, where the kill put it; had it moved on since,
 * nothing returns but the draws still happen (they count the printed card, not where it lies).
 * Play condition `just-killed-named` (`names`): the open `personnel-killed` window names a personnel whose
 * title or persona names one of these ("if any Spock was just discarded from play": I Feel Young; a kill is
 * the way a personnel is discarded from play the engine opens a window for).
 */
import { skillDots } from '../attempt/dilemma-effects-c';
import { bp } from '../context';
import { RULES } from '../rules';
import { problem, type Problem } from '../context';
import type { GameState } from '../types';
import { cardsIn, Z } from '../zones';
import { names } from './reporting';
import { cardDrawsForbidden } from './no-card-draws';
import type { VerbContext } from './verbs';

export type KilledNamedCondition = { readonly kind: 'just-killed-named'; readonly names: readonly string[] };

/** `just-killed-named`: unmet unless the top window is a `personnel-killed` one naming such a personnel. */
export function justKilledNamedProblem(state: GameState, condition: KilledNamedCondition, title: string): Problem | null {
  const windows = state.windows ?? [];
  const top = windows[windows.length - 1];
  const dead = top?.action === 'personnel-killed' ? (top.cards ?? [top.card]) : [];
  if (dead.some((iid) => state.cards[iid] && condition.names.some((name) => names(bp(state, iid), name)))) return null;
  return problem('PLAY_CONDITION', `${title} is played just after ${condition.names.join(' or ')} is killed`, RULES.triggers);
}

export type KilledReturnEffect =
  /** The target (a personnel just killed) returns from its owner's discard pile to their hand; you draw one card per skill dot it has. */
  { readonly kind: 'killed-to-owner-hand-draw-per-dots' };

export const KILLED_RETURN_VERBS: { readonly [K in KilledReturnEffect['kind']]: (v: VerbContext, effect: Extract<KilledReturnEffect, { kind: K }>) => void } = {
  'killed-to-owner-hand-draw-per-dots': (v) => {
    const state = v.ctx.state;
    const target = v.target && state.cards[v.target] ? v.target : undefined;
    const resolved = (effect: string) => v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect, rule: RULES.cardEffects });
    if (!target) return resolved('no personnel to return');
    const owner = state.cards[target]!.owner;
    const title = bp(state, target).title;
    if (state.cards[target]!.zone === Z.discard(owner)) {
      v.ctx.emit({ type: 'CardMoved', card: target, from: Z.discard(owner), to: Z.hand(owner), faceUp: true, reason: `${bp(state, v.card).title}: ${title} returns to its owner's hand`, rule: RULES.cardEffects });
    } else resolved(`${title} is no longer in its owner's discard pile: nothing returns`);
    const dots = skillDots(v.ctx.state, target);
    const cards = cardDrawsForbidden(v.ctx.state, v.player) ? [] : cardsIn(v.ctx.state, Z.draw(v.player)).slice(0, dots);
    if (cards.length > 0) v.ctx.emit({ type: 'CardsDrawn', player: v.player, cards, reason: 'card-effect', rule: RULES.cardEffects });
    resolved(`${v.player} draws ${cards.length} (${dots} skill dots on ${title})`);
  },
};
