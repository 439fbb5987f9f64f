/**
 * Issue 15 (stasis pass): a death delayed — a personnel about to be killed is saved for now and dies at
 * the end of a later turn (Extraordinary Methods: "until the end of your next turn"). The fact
 * `DeathDelayed { card, source, afterTurn }` sets `CardInstance.diesAfterTurn` (dropped when the card
 * leaves play: evolve.ts); at the end of that turn, if still in play, it is killed by `source` (play.ts ›
 * endTurn, `delayedDeaths`). Placed by the death saver `instead: 'delayed'` (death-savers.ts), which may
 * ask that personnel present meet a requirement (`presentRequires`, the requirement grammar).
 *   1E rulebook › GETTING HURT › KILLED OR DESTROYED ("about to be killed": the death is replaced);
 *   MISCELLANEOUS RULES › TURNS ("your next turn").
 */
import { leavePlay } from '../attempt/leaving-play';
import { meetGroup, requirement } from '../attempt/requirements';
import { bp, type Ctx } from '../context';
import { RULES } from '../rules';
import type { GameState, PlayerId } from '../types';
import { cardsIn, isInPlayZone } from '../zones';

export type DelayedDeathEvent = { readonly type: 'DeathDelayed'; readonly card: string; readonly source: string; readonly afterTurn: number };

/** On `CardInstance.diesAfterTurn`: the turn at whose end it dies, and the title that delayed it. */
export interface DelayedDeath {
  readonly turn: number;
  readonly source: string;
}

/** The end of `player`'s next turn: the turn after this one when it is the opponent's, else the one after that. */
export function endOfNextTurn(state: GameState, player: PlayerId): number {
  const turn = state.turn!;
  return turn.player === player ? turn.number + 2 : turn.number + 1;
}

/** Whether `player`'s personnel present with `iid` (in its place, not disabled, none of `dying`) meet `text`. */
export function presentMeets(state: GameState, iid: string, text: string, dying: readonly string[]): boolean {
  const instance = state.cards[iid]!;
  const group = cardsIn(state, instance.zone).filter(
    (other) => other !== iid && !dying.includes(other) && state.cards[other]!.owner === instance.owner && !state.cards[other]!.disabled && bp(state, other).type === 'Personnel',
  );
  return group.length > 0 && meetGroup(state, requirement(text), group).verdict === 'met';
}

/** `iid`'s death is delayed until the end of its owner's next turn (by the title `source`). */
export function delayDeath(ctx: Ctx, iid: string, source: string): void {
  const owner = ctx.state.cards[iid]!.owner;
  ctx.emit({ type: 'DeathDelayed', card: iid, source, afterTurn: endOfNextTurn(ctx.state, owner), rule: RULES.killed });
}

/** End of a turn: every personnel whose delayed death falls now dies (if still in play). */
export function delayedDeaths(ctx: Ctx): void {
  const number = ctx.state.turn!.number;
  const due = Object.values(ctx.state.cards).filter((instance) => instance.diesAfterTurn !== undefined && instance.diesAfterTurn.turn <= number && isInPlayZone(instance.zone));
  for (const { iid } of due) {
    const instance = ctx.state.cards[iid];
    if (!instance?.diesAfterTurn || !isInPlayZone(instance.zone)) continue;
    leavePlay(ctx, iid, 'killed', instance.diesAfterTurn.source);
  }
}
