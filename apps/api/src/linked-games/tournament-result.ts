import type { GameResult as EngineResult } from '@captains-log/engine';
import type { GameResult as TournamentResult } from '@captains-log/tournament';

/**
 * An ended game's result as the tournament records it (1E rulebook › WINNING THE GAME and the
 * tournament's result types): seats become the players' account ids (their tournament player ids).
 */
export function tournamentResultOf(result: EngineResult, players: { p1: string; p2: string }): TournamentResult {
  const scores = { [players.p1]: result.score.p1, [players.p2]: result.score.p2 };
  const winner = result.winner ? players[result.winner] : null;
  switch (result.reason) {
    case 'game-loss':
    case 'disqualification':
      // a judge's penalty ended the game (1E rulebook › WHAT HAPPENS WHEN I BREAK A RULE? › sanctions may be imposed)
      return { kind: result.reason, loser: players[result.winner === 'p1' ? 'p2' : 'p1'], reason: 'ruled by a judge' };
    case 'concession':
      // the official 100-0 full win for the opponent
      return { kind: 'concession', conceded: players[result.winner === 'p1' ? 'p2' : 'p1'] };
    case 'decks-empty':
      return { kind: 'decks-exhausted', scores };
    case 'time-called':
      return winner ? { kind: 'modified-win', winner, scores } : { kind: 'tie', scores };
    case 'victory':
    case 'simultaneous-victory':
      return winner ? { kind: 'full-win', winner, scores } : { kind: 'tie', scores };
  }
}
