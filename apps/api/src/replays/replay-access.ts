import type { GameSettings, Perspective } from '@captains-log/replay';
import { perspectivesFor } from '@captains-log/replay';
import type { GameRole } from '../games/game-access';

/**
 * Which replay perspectives a caller may download (the game's own access rules, GameAccess):
 *   director   every perspective the game has
 *   player     public and their own seat; the other seat and full when the record opens at the end
 *   spectator  public (only when the game admits spectators: GameAccess answers 403 otherwise);
 *              the seats and full when the record opens at the end
 * `full` exists only when settings.openAfterEnd (perspectivesFor).
 */
export function allowedPerspectives(role: GameRole, settings: GameSettings): Perspective[] {
  const exists = perspectivesFor(settings);
  if (role.kind === 'director') return exists;
  if (settings.openAfterEnd) return exists;
  return role.kind === 'player' ? exists.filter((p) => p === 'public' || p === role.seat) : ['public'];
}

/** The perspective a caller gets without asking: their seat, the full record for a director, else public. */
export function defaultPerspective(role: GameRole, settings: GameSettings): Perspective {
  if (role.kind === 'player') return role.seat;
  if (role.kind === 'director') return perspectivesFor(settings).includes('full') ? 'full' : 'public';
  return 'public';
}
