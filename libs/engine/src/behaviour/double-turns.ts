/**
 * Issue 15 (helper doors): a double turn, and a card played while the opponent is using another.
 *   - effect `take-double-turn`: "your next turn, take a double turn" — the card's player's next turn is followed at once
 *     by another turn of theirs: when that turn ends, the opponent's turn that would come next does not begin and the
 *     player's following turn begins instead (play.ts › beginNextTurn). As with a skipped turn (turn-skips.ts) the turn
 *     not played keeps its number, so each player's turns keep their parity ("your next turn", `yourTurn` counts).
 *     Kept as turn-stamped use keys: `(double turn of pX) <source>` → the turn it was made in; `(double turn taken)` →
 *     the turn a double turn followed. A card played during the player's own turn waits for their next one ("your next
 *     turn" is never the current turn: DS9 rules › turns, a "full turn" does not include the current turn).
 *   - play condition `opponent-using` (`titles`): the card plays only while the opponent is using a card with one of
 *     these titles — one of theirs lies face up in play (an artifact on the table, an event on a doorway), or one of
 *     theirs was just played or reported and its response window is open (an interrupt in use).
 *   1E rulebook › THE PLAY PHASE (players alternate turns unless a card says otherwise); TURNS: "EACH", "EVERY", AND
 *   "FULL"; OTHER WAYS TO PLAY A CARD › Clarifications: Valid responses (the window after a card is played).
 */
import { bp, problem, type Ctx, type Problem } from '../context';
import { RULES } from '../rules';
import { tableIndex } from '../table-index';
import type { CommandOf, GameEvent, GameState, PlayerId } from '../types';
import { other } from '../zones';
import type { VerbContext } from './verbs';
import type { CardBehaviour } from './vocabulary';
import { titledAmong } from '../card-facts';

export type DoubleTurnEffect = { readonly kind: 'take-double-turn' };
export type OpponentUsingCondition = { readonly kind: 'opponent-using'; readonly titles: readonly string[] };

/** For the catalogue test and the README. */
export const DOUBLE_TURN_WORDS: readonly string[] = ['effect:take-double-turn', 'condition:opponent-using'];

const SCHEDULED = (player: PlayerId) => `(double turn of ${player}) `;
const TAKEN = '(double turn taken)';

/**
 * The card (source) whose double turn for `player` is due as their turn numbered `ended` ends: made before that turn
 * began (its number is lower) and not before the last double turn of theirs was taken (one made during the first half
 * of a double turn is due when the second half ends — that is the player's next turn).
 */
export function doubleTurnDue(state: GameState, player: PlayerId, ended: number): string | null {
  const uses = state.abilityUses;
  if (!uses) return null;
  const last = uses[`${player}|${TAKEN}`] ?? -1;
  const head = `${player}|${SCHEDULED(player)}`;
  for (const [key, turn] of Object.entries(uses)) if (key.startsWith(head) && turn < ended && turn >= last) return key.slice(head.length);
  return null;
}

/** `player`'s turn `ended` was the first half of a double turn: the opponent's turn `ended + 1` is not played. */
export function takeDoubleTurn(ctx: Ctx, player: PlayerId, ended: number, source: string): void {
  ctx.emit({ type: 'CardAbilityUsed', player, title: TAKEN, turn: ended, rule: RULES.playPhase });
  const title = ctx.state.cards[source] ? bp(ctx.state, source).title : source;
  const owner = ctx.state.cards[source]?.owner ?? player;
  ctx.emit({ type: 'CardEffectResolved', card: source, player: owner, effect: `${title}: ${player} takes a double turn (${other(player)}'s turn ${ended + 1} is not played)`, rule: RULES.playPhase } as GameEvent);
}

export const DOUBLE_TURN_VERBS: { readonly [K in DoubleTurnEffect['kind']]: (v: VerbContext, effect: Extract<DoubleTurnEffect, { kind: K }>) => void } = {
  'take-double-turn': (v) => {
    v.ctx.emit({ type: 'CardAbilityUsed', player: v.player, title: `${SCHEDULED(v.player)}${v.card}`, turn: v.ctx.state.turn?.number ?? 0, rule: RULES.cardEffects });
    v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: `${v.player}'s next turn will be a double turn`, rule: RULES.cardEffects });
  },
};

/** Whether `player`'s opponent is using a card with one of `titles` now (see `opponent-using` above). */
export function opponentUsing(state: GameState, player: PlayerId, titles: readonly string[]): boolean {
  const opponent = other(player);
  const windows = state.windows ?? [];
  const top = windows[windows.length - 1];
  if (top && (top.action === 'card-played' || top.action === 'card-reported') && top.by === opponent && state.cards[top.card] && titledAmong(titles, bp(state, top.card))) return true;
  return (tableIndex(state).inPlayBy[opponent] ?? []).some((instance) => instance.faceUp && titledAmong(titles, bp(state, instance.iid)));
}

export function checkOpponentUsing(state: GameState, command: CommandOf<'PlayCard'>, behaviour: CardBehaviour): Problem | null {
  for (const condition of behaviour.play?.requires ?? [])
    if (condition.kind === 'opponent-using' && !opponentUsing(state, command.actor, condition.titles))
      return problem('PLAY_CONDITION', `${behaviour.title} plays only while your opponent is using ${condition.titles.join(', ')}`, RULES.triggers);
  return null;
}
