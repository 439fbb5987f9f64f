import type { LoadedGame } from './game-streams';

/** Published on the CQRS event bus when a command ends a game (linked games report the result). */
export class GameEndedEvent {
  constructor(readonly game: LoadedGame) {}
}

/** Published on the CQRS event bus when a game is created (computer seats take their places). */
export class GameStartedEvent {
  constructor(readonly game: LoadedGame) {}
}

/** Issue 13: published for each RulingMade a command appends (tournament games' rulings go to the tournament). */
export class GameRulingEvent {
  constructor(
    readonly game: LoadedGame,
    /** the RulingMade fact */
    readonly ruling: {
      id: string;
      call: string | null;
      judge: string;
      decision: string;
      ruleApplied: string;
      remedy: { kind: string; player?: 'p1' | 'p2'; penalty?: 'caution' | 'warning' | 'game-loss' | 'disqualification' };
    },
  ) {}
}

/** Issue 13: published for each JudgeCalled a command appends (a tournament game's call is noted in the tournament's history). */
export class JudgeCalledEvent {
  constructor(
    readonly game: LoadedGame,
    readonly call: { call: string; by: 'p1' | 'p2'; revision: number | null; text: string },
  ) {}
}
