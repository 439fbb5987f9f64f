/**
 * 1E rulebook › WINNING THE GAME: 100 points with the +40 penalties, the bonus-point cap, both
 * decks empty, simultaneous victory; concession and the tournament time limit (Organized Play).
 */
import { runGameEndsTriggers } from './behaviour/end-turn-premiere';
import { isPlanetMission, isSpaceMission } from './card-facts';
import { bp, Ctx, problem, type Problem } from './context';
import { RULES } from './rules';
import type { CommandOf, GameResult, GameState, PlayerId } from './types';
import { PLAYERS } from './types';
import { cardsIn, other, Z } from './zones';
import { ignoresFortyPointPenalties, winsByCompleting } from './behaviour/table-incidents';
import { extraPointsNeeded } from './behaviour/verbs-events-c';
import { borgObjectiveMissions } from './behaviour/scouting';

export const WINNING_POINTS = 100;
export const PENALTY = 40;

/** Points that count toward winning: bonus points beyond the non-bonus points do not count. */
export function countedPoints(state: GameState, player: PlayerId): number {
  const { points, bonus } = state.score[player];
  return points + Math.min(bonus, Math.max(points, 0));
}

export function pointsNeeded(state: GameState, player: PlayerId): number {
  // Issue 15 (borg objectives): a mission a player placed a Borg-Only Objective on counts as completed here (behaviour/scouting.ts).
  const completed = [...new Set([...state.completed[player], ...borgObjectiveMissions(state, player)])].map((id) => state.locations[id]!);
  const missionsOf = (id: string) => state.locations[id]!.missions.map((iid) => bp(state, iid));
  const planet = completed.some((location) => missionsOf(location.id).some(isPlanetMission));
  const space = completed.some((location) => missionsOf(location.id).some(isSpaceMission));
  // Issue 15, events-c: A Real Game on either table adds to every player's goal.
  let needed = WINNING_POINTS + extraPointsNeeded(state);
  // Issue 15, third pass: a card on the table may lift both penalties (Homestead).
  if (ignoresFortyPointPenalties(state, player)) return needed;
  if (!(completed.length >= 2 && planet && space)) needed += PENALTY;
  const alphaSeeded = Object.values(state.locations).some((location) => location.quadrant === 'Alpha');
  if (alphaSeeded && !completed.some((location) => location.quadrant === 'Alpha')) needed += PENALTY;
  return needed;
}

function scores(state: GameState): Record<PlayerId, number> {
  return { p1: countedPoints(state, 'p1'), p2: countedPoints(state, 'p2') };
}

function leader(score: Record<PlayerId, number>): PlayerId | null {
  return score.p1 === score.p2 ? null : score.p1 > score.p2 ? 'p1' : 'p2';
}

/** Ends the game, revealing the seed (and the seeds rewinds committed to: DESIGN.md › Randomness, Judges). */
export function end(ctx: Ctx, result: GameResult, rule: string): void {
  const rewindSeeds = ctx.state.secret.rewindSeeds ?? [];
  // Issue 15, fourth pass: cards that act when the game ends (Raise the Stakes; behaviour/end-turn-premiere.ts).
  runGameEndsTriggers(ctx, result.winner);
  ctx.emit({ type: 'GameEnded', result, seed: ctx.state.secret.seed, ...(rewindSeeds.length > 0 ? { rewindSeeds } : {}), rule });
}

/** A game loss or disqualification ruled by a judge: the opponent wins, official score 100-0. */
export function endByPenalty(ctx: Ctx, loser: PlayerId, reason: 'game-loss' | 'disqualification', rule: string): void {
  const winner = other(loser);
  end(ctx, { winner, type: 'full-win', reason, score: scores(ctx.state), officialScore: { [winner]: 100, [loser]: 0 } as Record<PlayerId, number> }, rule);
}

/** Checked after every command: victory, simultaneous victory, both draw decks empty. */
export function settle(ctx: Ctx): void {
  const state = ctx.state;
  if (state.phase !== 'play') return;
  const score = scores(state);
  const achieved = PLAYERS.filter((player) => score[player] >= pointsNeeded(state, player));
  if (achieved.length === 2) {
    const winner = leader(score);
    end(ctx, { winner, type: winner ? 'full-win' : 'draw', reason: 'simultaneous-victory', score, officialScore: score }, RULES.simultaneousVictory);
    return;
  }
  if (achieved.length === 1) {
    end(ctx, { winner: achieved[0]!, type: 'full-win', reason: 'victory', score, officialScore: score }, RULES.winning);
    return;
  }
  // Issue 15, third pass: a card on the table may make its owner win by completed missions (New Civilizations).
  const byCard = PLAYERS.filter((player) => winsByCompleting(state, player));
  if (byCard.length === 1) {
    end(ctx, { winner: byCard[0]!, type: 'full-win', reason: 'victory', score, officialScore: score }, RULES.winning);
    return;
  }
  if (PLAYERS.every((player) => cardsIn(state, Z.draw(player)).length === 0)) {
    const winner = leader(score);
    const officialScore = winner ? ({ [winner]: 100, [other(winner)]: 0 } as Record<PlayerId, number>) : score;
    end(ctx, { winner, type: winner ? 'full-win' : 'draw', reason: 'decks-empty', score, officialScore }, RULES.decksEmpty);
  }
}

/**
 * Time called: the current player finishes the turn; the other player gets one final turn if they
 * did not go first. So the game ends at the end of the first turn of the second player that ends
 * after the call. Returns true when it ended the game.
 */
export function endIfTimeIsUp(ctx: Ctx, playerWhoseTurnEnded: PlayerId): boolean {
  const state = ctx.state;
  if (!state.timeCalled || state.phase !== 'play') return false;
  if (playerWhoseTurnEnded === state.startingPlayer) return false;
  const score = scores(state);
  const winner = leader(score);
  end(ctx, { winner, type: winner ? 'modified-win' : 'draw', reason: 'time-called', score, officialScore: score }, RULES.timeLimit);
  return true;
}

export function checkConcede(state: GameState, command: CommandOf<'Concede'>): Problem | null {
  if (state.gameId === '') return problem('NO_GAME', 'the game has not been created', RULES.concession);
  if (command.actor !== 'p1' && command.actor !== 'p2') return problem('NOT_A_PLAYER', 'only a player may concede', RULES.concession);
  return null;
}

export function concede(ctx: Ctx, command: CommandOf<'Concede'>): void {
  const winner = other(command.actor);
  const score = scores(ctx.state);
  end(
    ctx,
    { winner, type: 'full-win', reason: 'concession', score, officialScore: { [winner]: 100, [command.actor]: 0 } as Record<PlayerId, number> },
    RULES.concession,
  );
}

export function checkCallTime(state: GameState, command: CommandOf<'CallTime'>): Problem | null {
  if (command.actor !== 'director') return problem('NOT_A_DIRECTOR', 'only the tournament director (or the service) calls time', RULES.timeLimit);
  if (state.gameId === '') return problem('NO_GAME', 'the game has not been created', RULES.timeLimit);
  if (state.timeCalled) return problem('TIME_ALREADY_CALLED', 'time has already been called', RULES.timeLimit);
  return null;
}

export function callTime(ctx: Ctx): void {
  ctx.emit({ type: 'TimeCalled', duringTurn: ctx.state.turn?.number ?? null, rule: RULES.timeLimit });
}
