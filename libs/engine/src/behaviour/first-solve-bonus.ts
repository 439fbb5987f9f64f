/**
 * Issue 15 (helper inca): "if the first mission you solve is [S], score 10 points" (The Warp Five Program).
 * Card field `firstSolveBonus` (`space`, `points`): while the card lies face up in play, when its owner solves a
 * mission that is the first mission they completed this game (`GameState.completed` holds that location only) and the
 * mission is a space mission (a dual mission counts: card-facts.ts › isSpaceMission), they score `points` bonus points
 * (attempt/flow.ts › solve, after the mission points). A first mission solved of another kind spends the chance.
 *   1E rulebook › ATTEMPT A MISSION › SOLVING THE MISSION (bonus points); THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES.
 * Speed: the blueprints with the field are found once per game; a game without them costs a lookup.
 */
import { isSpaceMission } from '../card-facts';
import { bp, type Ctx } from '../context';
import { RULES } from '../rules';
import { tableIndex } from '../table-index';
import type { PlayerId } from '../types';
import { blueprintsWhere, type BlueprintTest } from './blueprints-where';
import { behaviourOf } from './registry';

export interface FirstSolveBonus {
  /** Only when that first mission is a space (or dual) mission. */
  readonly space?: true;
  readonly points: number;
}

export const FIRST_SOLVE_BONUS_WORDS: readonly string[] = ['field:firstSolveBonus'];

const hasBonus: BlueprintTest = (b) => b.firstSolveBonus;

/** `player` just solved the mission `mission` at `location`: the bonus of each card of theirs with `firstSolveBonus` (one per title). */
export function scoreFirstSolveBonus(ctx: Ctx, player: PlayerId, location: string, mission: string): void {
  const ids = blueprintsWhere(ctx.state, hasBonus);
  if (ids.size === 0) return;
  const completed = ctx.state.completed[player] ?? [];
  if (completed.length !== 1 || completed[0] !== location) return;
  const titles = new Set<string>();
  for (const instance of tableIndex(ctx.state).inPlayBy[player] ?? []) {
    if (!instance.faceUp || !ids.has(instance.blueprint)) continue;
    const bonus = behaviourOf(instance.blueprint)!.firstSolveBonus!;
    const title = bp(ctx.state, instance.iid).title;
    if (titles.has(title) || (bonus.space && !isSpaceMission(bp(ctx.state, mission)))) continue;
    titles.add(title);
    ctx.emit({ type: 'PointsScored', player, points: bonus.points, bonus: true, source: instance.iid, rule: `${RULES.cardEffects}; 1E rulebook › ATTEMPT A MISSION › SOLVING THE MISSION (bonus points)` });
  }
}
