/**
 * Issue 15 (helper tail7): a skipped turn, and a target unstopped.
 *   - effect `skip-opponent-next-turn`: the opponent of the card's player loses their next turn — when it would begin,
 *     it does not (no start-of-turn actions, no card play, no end-of-turn draw) and the card's player's own next turn
 *     begins instead (play.ts › beginNextTurn). Kept as a turn-stamped use key (`(skip next turn of pX) <source>` →
 *     the turn it was made in; `(turn skipped)` → the turn number a skip took), so a later skip is a new one. The
 *     skipped turn keeps its number (the turns go on numbered as if it had been played: each player's turns keep
 *     their parity, which "your next turn" and "N turns from now" words read).
 *   - effect `unstop-target`: the target card (a personnel) is unstopped, when stopped.
 *   1E rulebook › THE PLAY PHASE (players take turns; a card may say otherwise: THE CARDS); MISCELLANEOUS RULES ›
 *   STOPPED CARDS.
 */
import { bp, type Ctx } from '../context';
import { RULES } from '../rules';
import type { GameEvent, GameState, PlayerId } from '../types';
import { other } from '../zones';
import type { VerbContext } from './verbs';

export type TurnSkipEffect = { readonly kind: 'skip-opponent-next-turn' } | { readonly kind: 'unstop-target' };

export const TURN_SKIP_WORDS: readonly string[] = ['effect:skip-opponent-next-turn', 'effect:unstop-target'];

const SCHEDULED = (player: PlayerId) => `(skip next turn of ${player}) `;
const TAKEN = '(turn skipped)';

/** The card (source) whose skip of `player`'s next turn is due now, if any: made after the last turn of theirs skipped. */
export function turnSkipDue(state: GameState, player: PlayerId): string | null {
  const uses = state.abilityUses;
  if (!uses) return null;
  const last = uses[`${player}|${TAKEN}`] ?? -1;
  const head = SCHEDULED(player);
  for (const [key, turn] of Object.entries(uses)) {
    const at = key.indexOf('|');
    if (key.slice(at + 1).startsWith(head) && turn > last) return key.slice(at + 1 + head.length);
  }
  return null;
}

/** `player`'s turn numbered `number` is skipped: the record, and a fact naming the card that skipped it. */
export function skipTurn(ctx: Ctx, player: PlayerId, number: number, source: string): void {
  ctx.emit({ type: 'CardAbilityUsed', player, title: TAKEN, turn: number, rule: RULES.playPhase });
  const owner = ctx.state.cards[source]?.owner ?? other(player);
  const title = ctx.state.cards[source] ? bp(ctx.state, source).title : source;
  ctx.emit({ type: 'CardEffectResolved', card: source, player: owner, effect: `${title}: ${player}'s turn ${number} is skipped`, rule: RULES.playPhase } as GameEvent);
}

export const TURN_SKIP_VERBS: { readonly [K in TurnSkipEffect['kind']]: (v: VerbContext, effect: Extract<TurnSkipEffect, { kind: K }>) => void } = {
  'skip-opponent-next-turn': (v) => {
    const opponent = other(v.player);
    v.ctx.emit({ type: 'CardAbilityUsed', player: v.player, title: `${SCHEDULED(opponent)}${v.card}`, turn: v.ctx.state.turn?.number ?? 0, rule: RULES.cardEffects });
    v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: `${opponent}'s next turn will be skipped`, rule: RULES.cardEffects });
  },
  'unstop-target': (v) => {
    if (v.target && v.ctx.state.cards[v.target]?.stopped) v.ctx.emit({ type: 'StoppedCardsRestored', cards: [v.target], rule: RULES.cardEffects } as GameEvent);
  },
};
