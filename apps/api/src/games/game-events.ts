import type { LoadedGame } from './game-streams';

/** Published on the CQRS event bus when a command ends a game (linked games report the result). */
export class GameEndedEvent {
  constructor(readonly game: LoadedGame) {}
}

/** Published on the CQRS event bus when a game is created (computer seats take their places). */
export class GameStartedEvent {
  constructor(readonly game: LoadedGame) {}
}
