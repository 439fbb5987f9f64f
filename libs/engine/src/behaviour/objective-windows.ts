/**
 * Issue 15 (lead): responses to a Borg objective just completed ("just after your opponent … completes a [BO] objective
 * targeting a mission": A Few Loose Ends).
 * Words:
 * - fact `BorgObjectiveCompleted { player, objective, location }` — emitted as a Borg objective is completed on the mission
 *   it targets (scouting.ts › complete-borg-objective); evolve keeps nothing of it;
 * - window `objective-completed` (joins vocabulary-windows.ts › WindowsAction): after a command that completed one, the
 *   completer's opponent and then the completer may respond (`card`: the objective, `by`: the completer, `target`: the
 *   mission's location). Like the other windows opened after a command (vocabulary-attempt-windows.ts › SCOPED_WINDOWS,
 *   `scopedWindowMayOpen`), it opens only when a player passes every window explicitly, and only when nothing is pending;
 * - target `borg-objective-just-completed` (`by: 'opponent'`): the location of the open window's mission.
 * Rules: 1E rulebook › COMPLETE BORG OBJECTIVES; THE PLAY PHASE › Alternating Actions; Clarifications: Valid responses ›
 * When Responses Happen.
 */
import type { Ctx } from '../context';
import type { GameState, PlayerId } from '../types';
import { other } from '../zones';
import { scopedWindowMayOpen } from './vocabulary-attempt-windows';
import { openFor, topWindow } from './responses';
import { finding } from './target-table';

export type ObjectiveWindowAction = 'objective-completed';
export type ObjectiveCompletedFact = { readonly type: 'BorgObjectiveCompleted'; readonly player: PlayerId; readonly objective: string; readonly location: string };
export type ObjectiveWindowTarget = { readonly kind: 'borg-objective-just-completed'; readonly by: 'opponent' };

/** For the catalogue test and the README. */
export const OBJECTIVE_WINDOW_WORDS: readonly string[] = ['window:objective-completed', 'target:borg-objective-just-completed'];

/** After a command (decide.ts): a Borg objective it completed opens the `objective-completed` window, when someone answers every window and nothing is pending. */
export function openObjectiveWindows(ctx: Ctx): void {
  if (!scopedWindowMayOpen(ctx.state)) return;
  const done = ctx.events.find((event): event is Extract<typeof event, { type: 'BorgObjectiveCompleted' }> => event.type === 'BorgObjectiveCompleted');
  if (!done) return;
  openFor(ctx, { action: 'objective-completed', card: done.objective, by: done.player, player: other(done.player), target: done.location }, false);
}

function justCompleted(state: GameState, player: PlayerId): string[] {
  const top = topWindow(state);
  return top?.action === 'objective-completed' && top.by !== player && top.target ? [top.target] : [];
}

/** The target words whose legal targets this module finds (behaviour/targets.ts). */
export const OBJECTIVE_WINDOW_TARGETS = finding(['borg-objective-just-completed'], (state, player) => justCompleted(state, player));
