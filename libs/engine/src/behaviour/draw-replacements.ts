/**
 * Issue 15 (download): "in place of a card draw" — an action that replaces the player's card draw.
 * Two ways in: a personnel's download skill (`skillDownloads.insteadOf: 'card-draw'`, personnel-b.ts)
 * and the `card-draw` cost of a card's ability (`abilities[].costs`, activations.ts: Officer Exchange
 * Program, Launch Bay). Either way the end-of-turn draw of that turn is skipped (play.ts › endTurn:
 * `DrawSkipped { reason: 'replaced-by-download' }`), and only one action a turn may replace it.
 *   1E rulebook › END OF TURN › DRAW A CARD, Clarifications: Card Draws ("in place of one card draw"
 *   may replace any legal card draw; each card draw is a separate action). Decision (as for the
 *   skills before): the draw replaced is the end-of-turn draw, so one replacement a turn, on the
 *   player's own turn.
 */
import { problem, type Ctx, type Problem } from '../context';
import { RULES } from '../rules';
import type { GameState, PlayerId } from '../types';

/** The spent-key suffix of a skill download made in place of the draw (specialDownloadsUsed). */
export const IN_PLACE_OF_DRAW = '|in place of draw';

/** The ability-use key (state.abilityUses, `player|key` → turn) of an ability used in place of the draw. */
const ABILITY_KEY = 'in place of a card draw';

/** Whether `player` has replaced this turn's end-of-turn draw (by a skill download or a card's ability). */
export function drawReplaced(state: GameState, player: PlayerId): boolean {
  const turn = state.turn?.number ?? 0;
  if (state.abilityUses?.[`${player}|${ABILITY_KEY}`] === turn) return true;
  const suffix = `${IN_PLACE_OF_DRAW}|turn ${turn}`;
  return Object.keys(state.specialDownloadsUsed ?? {}).some((key) => key.startsWith(`${player}|`) && key.endsWith(suffix));
}

/** Why `player` may not use an ability in place of a card draw now (`title`: the card), else null. */
export function cardDrawCostProblem(state: GameState, player: PlayerId, title: string): Problem | null {
  if (state.turn?.player !== player) return problem('NOT_YOUR_TURN', `${title} is used in place of your card draw: on your own turn`, RULES.drawACard);
  if (drawReplaced(state, player)) return problem('DRAW_ALREADY_REPLACED', `your card draw of this turn is already replaced: ${title} cannot replace it again`, RULES.drawACard);
  return null;
}

/** Pays the cost: this turn's end-of-turn draw is replaced (recorded as an ability use for the turn). */
export function spendCardDraw(ctx: Ctx, player: PlayerId): void {
  ctx.emit({ type: 'CardAbilityUsed', player, title: ABILITY_KEY, turn: ctx.state.turn!.number, rule: RULES.drawACard });
}
