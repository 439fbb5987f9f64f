/**
 * Issue 15 (events-d): "draw no cards this turn" (Activate Subcommands): after the effect, its player's
 * card draws for the rest of the turn — card effects' draws and the end-of-turn draw — do not happen.
 * Recorded as a use of the turn (`CardAbilityUsed`, the key below), read where cards are drawn.
 *   1E rulebook › THE PLAY PHASE › END OF TURN (the end-of-turn card draw); the card's own text.
 */
import type { Ctx } from '../context';
import { RULES } from '../rules';
import type { GameState, PlayerId } from '../types';
import { drawsBarredByOrders, ownDrawEffectIgnored } from './turn-draw-limits';

const KEY = '(no card draws this turn)';
const REGULAR = '(no regular card draw this turn)';

/** From now to the end of this turn, `player` draws no cards (only no end-of-turn card draw with `regularOnly`). */
export function forbidCardDraws(ctx: Ctx, player: PlayerId, source: string, regularOnly = false): void {
  ctx.emit({ type: 'CardAbilityUsed', player, title: regularOnly ? REGULAR : KEY, turn: ctx.state.turn!.number, rule: RULES.cardEffects });
  ctx.emit({ type: 'CardEffectResolved', card: source, player, effect: `${player} draws no more cards this turn${regularOnly ? ' at its end' : ''}`, rule: RULES.cardEffects });
}

/** Whether `player` may draw no more cards this turn. */
export function cardDrawsForbidden(state: GameState, player: PlayerId, source?: string): boolean {
  // Issue 15 (incidents-f): a card on the player's table bars their draws once orders have begun, or those their other cards give (turn-draw-limits.ts).
  return noDrawsThisTurn(state, player) || drawsBarredByOrders(state, player) || ownDrawEffectIgnored(state, player, source);
}

function noDrawsThisTurn(state: GameState, player: PlayerId): boolean {
  return !!state.turn && state.abilityUses?.[`${player}|${KEY}`] === state.turn.number;
}

/** Whether `player`'s end-of-turn card draw is gone this turn. */
export function regularDrawForbidden(state: GameState, player: PlayerId): boolean {
  return noDrawsThisTurn(state, player) || (!!state.turn && state.abilityUses?.[`${player}|${REGULAR}`] === state.turn.number);
}
