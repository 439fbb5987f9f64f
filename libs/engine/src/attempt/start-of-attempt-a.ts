/**
 * "At the start of each mission attempt here" (issue 15, branch dilemmas-a): a dilemma lying on a
 * mission whose `ongoing.eachAttempt` is set is faced again, before the seed cards, by every attempt
 * at that mission — its `eachAttempt` steps run through the same interpreter as an encounter (targets,
 * conditions, choices), and a failed condition fails the attempt (the team is stopped) while the
 * dilemma stays where it lies. Punishment Box: an OFFICER must go in the box each time.
 *   1E rulebook › ATTEMPT A MISSION › BEGINNING A MISSION ATTEMPT (the attempt begins, then
 *   dilemmas are faced); ENCOUNTERING DILEMMAS; CONDITIONAL EFFECTS; MISSION FAILURE.
 */
import { bp, type Ctx } from '../context';
import { dilemmaDef, type DilemmaDef } from '../dilemmas';
import { RULES } from '../rules';
import type { GameState } from '../types';
import { Z } from '../zones';
import { present } from './teams';

/** The field of `MissionAttemptBegan` naming the dilemmas to face first (none: no field). */
export function startOfAttempt(state: GameState, location: string): { startOfAttempt?: readonly string[] } {
  const cards = Object.values(state.ongoing)
    .filter((entry) => entry.on === 'mission' && entry.host === location && state.cards[entry.dilemma]?.zone === Z.atop(location))
    .filter((entry) => (dilemmaDef(state.cards[entry.dilemma]!.blueprint)?.ongoing?.eachAttempt ?? []).length > 0)
    .map((entry) => entry.dilemma)
    .sort();
  return cards.length ? { startOfAttempt: cards } : {};
}

/** Faces a dilemma in play again: the attempt's current dilemma becomes it, with the team attempting. */
export function faceAgain(ctx: Ctx, card: string): void {
  const attempt = ctx.state.attempt!;
  const team = attempt.planet ? 'away-team' : 'crew';
  ctx.emit({
    type: 'DilemmaEncountered',
    card,
    title: bp(ctx.state, card).title,
    location: attempt.location,
    player: attempt.player,
    team,
    present: present(ctx.state, attempt, team),
    rule: RULES.encounteringDilemmas,
  });
}

/** The program of a dilemma faced again (its `eachAttempt` steps, no nullifier or points), or null for an encounter. */
export function facedAgain(state: GameState, card: string): DilemmaDef | null {
  const attempt = state.attempt;
  if (!attempt || state.cards[card]?.zone !== Z.atop(attempt.location)) return null;
  const def = dilemmaDef(state.cards[card]!.blueprint);
  const steps = def?.ongoing?.eachAttempt;
  if (!def || !steps?.length) return null;
  return { title: def.title, steps, ...(def.cure ? { cure: def.cure } : {}), ...(def.ongoing ? { ongoing: def.ongoing } : {}) };
}
