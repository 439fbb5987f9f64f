import type { PlayerId } from '@captains-log/tournament';

/** A round whose time limit has run out. */
export interface RoundTimeExpired {
  tournamentId: string;
  round: number;
  phase: 'swiss' | 'top-cut';
  /** when the round's time ran out (RoundStarted.endsAt) */
  endsAt: string;
  timeLimitMinutes: number;
  /** the round's tables; those without a result are still playing and get "time called" */
  tables: Array<{ table: number; a: PlayerId; b: PlayerId; gameId?: string; finished: boolean }>;
}

/**
 * Published on the CQRS event bus when the round clock records that a round's time ran out (once per
 * round, whichever api instance fires first); linked games call time when they hear it.
 */
export class RoundTimeExpiredEvent {
  constructor(readonly expired: RoundTimeExpired) {}
}
