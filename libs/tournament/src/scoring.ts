import type { GameResult, LateEntryRule, PlayerId, ScoringProfile } from './types';

/** What one result means for one player. */
export type OutcomeKind =
  | 'full-win'
  | 'modified-win'
  | 'tie'
  | 'modified-loss'
  | 'loss'
  | 'bye'
  | 'earned-bye'
  | 'forfeit-win'
  | 'missed';

export interface PlayerOutcome {
  round: number;
  opponent: PlayerId | null;
  outcome: OutcomeKind;
  /** For Elo / head-to-head: 1 win, 0.5 tie, 0 loss; null when no game was played. */
  gameScore: 1 | 0.5 | 0 | null;
  points: number;
  differential: number;
  resultKind: GameResult['kind'] | 'bye' | 'earned-bye' | 'missed';
}

const clamp = (value: number, max: number) => Math.min(max, Math.max(0, value));

/**
 * Differential per the CC ruling on OPG 7.4: final score minus opponent's, each clamped to
 * 0..winTarget; when the winner's clamped score is not higher than the loser's it is +1/−1.
 */
export function winDifferential(winnerScore: number, loserScore: number, winTarget: number): number {
  const w = clamp(winnerScore, winTarget);
  const l = clamp(loserScore, winTarget);
  return w > l ? w - l : 1;
}

export function otherPlayer(a: PlayerId, b: PlayerId, player: PlayerId): PlayerId {
  return player === a ? b : a;
}

/** The winner of a result between a and b, 'tie', or 'none' (double no-show). */
export function resultWinner(result: GameResult, a: PlayerId, b: PlayerId): PlayerId | 'tie' | 'none' {
  switch (result.kind) {
    case 'full-win':
    case 'modified-win':
      return result.winner;
    case 'concession':
      return otherPlayer(a, b, result.conceded);
    case 'decks-exhausted': {
      const sa = result.scores[a] ?? 0;
      const sb = result.scores[b] ?? 0;
      return sa === sb ? 'tie' : sa > sb ? a : b;
    }
    case 'tie':
      return 'tie';
    case 'no-show':
      if (result.absent.length >= 2) return 'none';
      return otherPlayer(a, b, result.absent[0]!);
    case 'game-loss':
    case 'disqualification':
      return otherPlayer(a, b, result.loser);
  }
}

/** Outcomes of a table result for both players, [outcome of a, outcome of b]. */
export function tableOutcomes(
  round: number,
  a: PlayerId,
  b: PlayerId,
  result: GameResult,
  profile: ScoringProfile,
  winTarget: number,
): [PlayerOutcome, PlayerOutcome] {
  const make = (player: PlayerId, outcome: OutcomeKind, points: number, differential: number, gameScore: 1 | 0.5 | 0 | null): PlayerOutcome => ({
    round,
    opponent: otherPlayer(a, b, player),
    outcome,
    gameScore,
    points,
    differential,
    resultKind: result.kind,
  });
  const win = (winner: PlayerId, winKind: 'full-win' | 'modified-win' | 'forfeit-win', diff: number, gamePlayed: boolean): [PlayerOutcome, PlayerOutcome] => {
    const loser = otherPlayer(a, b, winner);
    const winPoints = winKind === 'full-win' ? profile.fullWin : winKind === 'modified-win' ? profile.modifiedWin : profile.forfeitWin;
    const lossKind: OutcomeKind = winKind === 'modified-win' ? 'modified-loss' : 'loss';
    const lossPoints = winKind === 'modified-win' ? profile.modifiedLoss : profile.loss;
    const w = make(winner, winKind, winPoints, diff, gamePlayed ? 1 : null);
    const l = make(loser, lossKind, lossPoints, -diff, gamePlayed ? 0 : null);
    return winner === a ? [w, l] : [l, w];
  };
  switch (result.kind) {
    case 'full-win':
    case 'modified-win': {
      const loser = otherPlayer(a, b, result.winner);
      const diff = winDifferential(result.scores[result.winner] ?? 0, result.scores[loser] ?? 0, winTarget);
      return win(result.winner, result.kind, diff, true);
    }
    case 'concession':
      return win(otherPlayer(a, b, result.conceded), 'full-win', winTarget, true);
    case 'decks-exhausted': {
      const w = resultWinner(result, a, b);
      if (w === 'tie' || w === 'none') return [make(a, 'tie', profile.tie, 0, 0.5), make(b, 'tie', profile.tie, 0, 0.5)];
      return win(w, 'full-win', winTarget, true);
    }
    case 'tie':
      return [make(a, 'tie', profile.tie, 0, 0.5), make(b, 'tie', profile.tie, 0, 0.5)];
    case 'no-show': {
      if (result.absent.length >= 2) return [make(a, 'loss', profile.loss, 0, null), make(b, 'loss', profile.loss, 0, null)];
      return win(otherPlayer(a, b, result.absent[0]!), 'forfeit-win', winTarget, false);
    }
    case 'game-loss':
    case 'disqualification':
      return win(otherPlayer(a, b, result.loser), 'full-win', winTarget, false);
  }
}

export function byeOutcome(round: number, kind: 'pairing' | 'earned', profile: ScoringProfile, winTarget: number): PlayerOutcome {
  return kind === 'earned'
    ? { round, opponent: null, outcome: 'earned-bye', gameScore: null, points: profile.earnedBye, differential: winTarget, resultKind: 'earned-bye' }
    : { round, opponent: null, outcome: 'bye', gameScore: null, points: profile.bye, differential: 0, resultKind: 'bye' };
}

export function missedRoundOutcome(round: number, rule: LateEntryRule, profile: ScoringProfile): PlayerOutcome {
  const points = rule === 'bye' ? profile.bye : rule === 'tie' ? profile.tie : profile.loss;
  return { round, opponent: null, outcome: 'missed', gameScore: null, points, differential: 0, resultKind: 'missed' };
}
