/**
 * Dilemmas in play reacting to the attempt flow (branch dilemmas-c), called from attempt/flow.ts only (kept out of
 * attempt/ongoing.ts's imports, which the play module loads early): a mission solved (Trauma kills its host), a dilemma
 * encountered (Mission Fatigue stops one facing it; Experience Bij! leaves play).
 *   1E rulebook › ATTEMPT A MISSION › ENCOUNTERING DILEMMAS; SOLVING THE MISSION; MISCELLANEOUS RULES › RANDOM SELECTION.
 */
import { dilemmaDef } from '../dilemmas';
import type { Ctx } from '../context';
import { selectAtRandom } from '../behaviour/random-selection';
import { RULES } from '../rules';
import { matchesFilter } from './filters';
import { endOngoing, leavePlay } from './leaving-play';

/** The mission at `location` was just solved: dilemmas there that kill their affected then do so, and leave play. */
export function missionSolvedC(ctx: Ctx, location: string): void {
  for (const entry of Object.values(ctx.state.ongoing)) {
    const def = dilemmaDef(ctx.state.cards[entry.dilemma]!.blueprint);
    if (entry.location !== location || !def?.ongoing?.killAffectedOnSolve) continue;
    for (const iid of entry.affected) if (ctx.state.cards[iid] && !ctx.state.cards[iid]!.zone.startsWith('discard')) leavePlay(ctx, iid, 'killed', def.title, undefined, entry.affected);
    if (ctx.state.ongoing[entry.dilemma]) endOngoing(ctx, entry.dilemma, 'mission-completed');
  }
}

/**
 * A dilemma is just encountered (attempt/flow.ts › encounter): dilemmas in play that end when another is encountered
 * leave play; those on this mission that stop personnel facing each later dilemma do so (Mission Fatigue).
 */
export function dilemmaEncounteredC(ctx: Ctx, card: string, facing: readonly string[]): void {
  const location = ctx.state.attempt?.location;
  for (const entry of Object.values(ctx.state.ongoing)) {
    if (entry.dilemma === card) continue;
    const def = dilemmaDef(ctx.state.cards[entry.dilemma]!.blueprint);
    const rules = def?.ongoing;
    if (!def || !rules) continue;
    if (rules.endsWhenAnotherDilemmaEncountered) {
      endOngoing(ctx, entry.dilemma, 'cured');
      continue;
    }
    const stops = rules.eachDilemmaHereStops;
    if (!stops || entry.location !== location) continue;
    const pool = facing.filter((iid) => ctx.state.cards[iid] && !ctx.state.cards[iid]!.stopped && matchesFilter(ctx.state, iid, stops.filter));
    let chosen = pool;
    if (pool.length > stops.count) {
      chosen = selectAtRandom(ctx, { purpose: `${def.title} (a dilemma revealed here)`, candidates: pool, count: stops.count, hurts: true });
    }
    for (const iid of chosen) ctx.emit({ type: 'CardStopped', card: iid, rule: RULES.stopped });
  }
}
