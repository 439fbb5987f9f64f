/**
 * Issue 15, personnel pass (helper personnel-a): personnel who score points when a mission is solved
 * — "scores 10 points if helps solve {Test Mission}" (in the solving team), "Delta Quadrant [FED]
 * missions you solve are +5 points" (while in play). `CardBehaviour.solveBonus`; `solveBonuses` runs
 * just after the mission points (attempt/flow.ts › solve).
 *   1E rulebook › WINNING THE GAME (points scored other than from a mission's point box are bonus
 *   points); ATTEMPT A MISSION › SOLVING THE MISSION ("helps solve": present in the team that solved it).
 */
import { blueprintOf, isMissionTitled } from '../card-facts';
import type { Ctx } from '../context';
import { RULES } from '../rules';
import type { PlayerId } from '../types';
import { isInPlayZone, zoneKind } from '../zones';
import { behaviourOf } from './registry';
import { blueprintsWhere, type BlueprintTest } from './blueprints-where';

export interface SolveBonus {
  readonly points: number;
  /** `team`: only when it is in the solving team ("helps solve"); `in-play`: while it is in play, its owner solving. */
  readonly when: 'team' | 'in-play';
  /** The mission's title starts with one of these. */
  readonly missions?: readonly string[];
  /** The mission is in this quadrant. */
  readonly quadrant?: string;
  /** The mission shows this affiliation icon (`Fed`). */
  readonly missionIcon?: string;
  /** A unique mission both players seeded (a shared location: 1E rulebook › THE SEED PHASES › MISSION PHASE). */
  readonly sharedUnique?: boolean;
}

/** Blueprints of a game with a solve bonus (the game's blueprints never change). */
const hasSolveBonus: BlueprintTest = (b) => b.solveBonus;

/** Bonus points of personnel for the mission `mission` at `location` just solved by `player` with `team` present. */
export function solveBonuses(ctx: Ctx, player: PlayerId, location: string, mission: string, team: readonly string[]): void {
  const state = ctx.state;
  const found = blueprintsWhere(state, hasSolveBonus);
  if (found.size === 0) return;
  const printed = blueprintOf(state, mission);
  const seen = new Set<string>();
  for (const card of Object.values(state.cards)) {
    if (!found.has(card.blueprint) || card.owner !== player || !card.faceUp || !isInPlayZone(card.zone) || zoneKind(card.zone) === 'table') continue;
    const bonus = behaviourOf(card.blueprint)!.solveBonus!;
    if (bonus.when === 'team' && !team.includes(card.iid)) continue;
    if (bonus.missions && !bonus.missions.some((title) => isMissionTitled(printed, title))) continue;
    if (bonus.quadrant && state.locations[location]?.quadrant !== bonus.quadrant) continue;
    if (bonus.sharedUnique && ((state.locations[location]?.missions.length ?? 0) < 2 || printed.universal)) continue;
    if (bonus.missionIcon && !(printed.mission?.affiliationIcons ?? []).some((icon) => icon.toLowerCase() === bonus.missionIcon!.toLowerCase())) continue;
    // One per title (1E rulebook › THE CUMULATIVE RULE).
    const title = blueprintOf(state, card.iid).title;
    if (seen.has(title)) continue;
    seen.add(title);
    ctx.emit({ type: 'PointsScored', player, points: bonus.points, bonus: true, source: card.iid, rule: RULES.cardEffects });
  }
}
