/**
 * Issue 15 (helper windows): responses to bonus points just scored (Khan!'s other way).
 * Words:
 * - window `points-scored` (joins vocabulary-windows.ts › WindowsAction): after a command in which a
 *   player scored bonus points (`PointsScored` with `bonus` and more than 0 points), that player's
 *   opponent and then the scorer may respond (`by`: the scorer; `points`: the bonus points they scored
 *   in the command, summed; `card`: the source of the first of them). As the other windows of the
 *   windows pass (vocabulary-attempt-windows.ts › SCOPED_WINDOWS), it opens only when a player passes
 *   every window explicitly (`SetAutoPass { on: false, every: true }`), whatever the hands hold, and
 *   only when the command leaves nothing pending;
 * - target `opponent-who-just-scored`: the scorer of the open `points-scored` window, when that is
 *   your opponent (written as the player id);
 * - effect `nullify-points-just-scored`: the scorer loses the bonus points of that window again (a
 *   `PointsScored` of minus those points, still bonus points).
 *   1E rulebook › THE PLAY PHASE › Alternating Actions; Clarifications: Valid responses › When Responses
 *   Happen; WINNING THE GAME (bonus points).
 * Decision: the window follows the command as a whole (the bonus points of one command are one score),
 * as the kill and capture windows do; bonus points scored while an attempt or another window is still
 * pending get no window (the same gap as openKilledWindows).
 */
import type { Ctx } from '../context';
import { RULES } from '../rules';
import type { GameState, PlayerId } from '../types';
import { other } from '../zones';
import { scopedWindowMayOpen } from './vocabulary-attempt-windows';
import { openFor, topWindow } from './responses';
import { finding } from './target-table';
import type { VerbContext } from './verbs';

export type ScoredWindowAction = 'points-scored';
export type ScoredTarget = { readonly kind: 'opponent-who-just-scored' };
export type ScoredEffect = { readonly kind: 'nullify-points-just-scored' };

/** For the catalogue test. */
export const SCORED_WINDOW_WORDS: readonly string[] = ['window:points-scored', 'target:opponent-who-just-scored', 'effect:nullify-points-just-scored'];

/** After a command (decide.ts): bonus points it scored open the `points-scored` window, when someone answers every window and nothing is pending. */
export function openScoredWindows(ctx: Ctx): void {
  const state = ctx.state;
  if (!scopedWindowMayOpen(state)) return;
  const scored = ctx.events.flatMap((event) => (event.type === 'PointsScored' && event.bonus && event.points > 0 ? [event] : []));
  const first = scored[0];
  if (!first) return;
  const points = scored.filter((event) => event.player === first.player).reduce((sum, event) => sum + event.points, 0);
  openFor(ctx, { action: 'points-scored', card: first.source, points, by: first.player, player: other(first.player) }, false);
}

function scorer(state: GameState, player: PlayerId): PlayerId[] {
  const top = topWindow(state);
  return top?.action === 'points-scored' && top.by !== player && (top.points ?? 0) > 0 ? [top.by] : [];
}

export const SCORED_WINDOW_VERBS: { readonly [K in ScoredEffect['kind']]: (v: VerbContext, effect: Extract<ScoredEffect, { kind: K }>) => void } = {
  'nullify-points-just-scored': (v) => {
    // The response's own window has closed: the window it answered is on top again.
    const top = topWindow(v.ctx.state);
    if (top?.action !== 'points-scored' || !top.points || top.by !== v.target) return;
    v.ctx.emit({ type: 'PointsScored', player: top.by, points: -top.points, bonus: true, source: v.card, rule: RULES.cardEffects });
    v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: `the ${top.points} bonus points just scored are nullified`, rule: RULES.cardEffects });
  },
};

/** The target words whose legal targets this module finds (behaviour/targets.ts). */
export const SCORED_WINDOW_TARGETS = finding(['opponent-who-just-scored'], (state, player) => scorer(state, player));
