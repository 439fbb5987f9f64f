/**
 * Issue 15 (Phased Matter): personnel phased by a dilemma placed on the mission form an Away Team of
 * their own on that planet, apart from their player's other personnel there. The engine keeps one
 * surface zone per location; the phased team is the dilemma's `affected` list (ongoing.phased).
 *   - An attempt is made by one Away Team: the unphased personnel when there are any, else the phased
 *     team (fixed when the attempt begins: AttemptState.phased). The other team is separated from it
 *     (1E rulebook › GETTING HURT › SEPARATED; THE PLAY PHASE › Away Teams).
 *   - Phased personnel cannot beam (play.ts › checkBeam).
 *   - The cure is met by the player's other personnel on the planet only (attempt/cures.ts).
 */
import { dilemmaDef } from '../dilemmas';
import { problem, type Problem } from '../context';
import { RULES } from '../rules';
import type { GameState, OngoingDilemma, PlayerId } from '../types';
import { locationOfCard } from '../zones';

/** Ongoing rules of a placed dilemma whose `affected` personnel are phased. */
export interface OngoingRulesPhased {
  /** The affected personnel form a phased Away Team on the planet (Phased Matter). */
  readonly phased?: boolean;
}

function isPhasing(state: GameState, entry: OngoingDilemma): boolean {
  return entry.on === 'mission' && dilemmaDef(state.cards[entry.dilemma]!.blueprint)?.ongoing?.phased === true;
}

/** The player's phased personnel at a location (null when none: the common case costs one pass over the few dilemmas in play). */
export function phasedAt(state: GameState, location: string, player: PlayerId): ReadonlySet<string> | null {
  let found: Set<string> | null = null;
  for (const entry of Object.values(state.ongoing))
    if (entry.location === location && entry.player === player && entry.affected.length > 0 && isPhasing(state, entry)) for (const iid of entry.affected) (found ??= new Set()).add(iid);
  return found;
}

/** Of the player's active personnel on a planet (`all`), one Away Team: the phased one or the other (default: the other when it has anyone). */
export function awayTeamSide(state: GameState, location: string, player: PlayerId, all: string[], phasedTeam?: boolean): string[] {
  const phased = phasedAt(state, location, player);
  if (!phased) return all;
  const wantPhased = phasedTeam ?? !all.some((iid) => !phased.has(iid));
  return all.filter((iid) => phased.has(iid) === wantPhased);
}

/** Whether an attempt begun now at `location` is made by the phased team (no unphased personnel there). */
export function phasedTeamAttempts(state: GameState, location: string, player: PlayerId, all: string[]): boolean {
  const phased = phasedAt(state, location, player);
  return phased !== null && all.length > 0 && all.every((iid) => phased.has(iid));
}

/** Phased personnel cannot beam until cured. */
export function checkPhasedBeam(state: GameState, player: PlayerId, cards: readonly string[]): Problem | null {
  const location = cards.length ? locationOfCard(state, cards[0]!) : null;
  const phased = location ? phasedAt(state, location, player) : null;
  const stuck = phased ? cards.find((iid) => phased.has(iid)) : undefined;
  return stuck ? problem('PHASED', 'phased personnel cannot beam until the phasing is cured', RULES.encounteringDilemmas) : null;
}

/** The cure of a phasing dilemma is met by the player's other personnel only: `curers` without the phased ones. */
export function curersBesidesPhased(state: GameState, entry: OngoingDilemma, curers: string[]): string[] {
  return isPhasing(state, entry) ? curers.filter((iid) => !entry.affected.includes(iid)) : curers;
}
