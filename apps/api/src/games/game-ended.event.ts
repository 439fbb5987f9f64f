import type { LoadedGame } from './game-streams';

/** Published on the CQRS event bus when a command ends a game (linked games report the result). */
export class GameEndedEvent {
  constructor(readonly game: LoadedGame) {}
}
