import type { PlayerView } from '@captains-log/engine';
import type { Board, BoardCard } from './format';

/**
 * The board a replay stores for a step: the engine's view for the perspective (view.ts decides
 * what is hidden), cards named by instance and blueprint id instead of carrying the whole card.
 * Tests compare boardOf(view(state at step n, viewer)) with what the replay model seeks to.
 */
export function boardOf(view: PlayerView): Board {
  const zones: Record<string, BoardCard[]> = {};
  for (const zone of Object.keys(view.zones).sort()) {
    zones[zone] = view.zones[zone]!.map((c): BoardCard => {
      if ('hidden' in c) return { hidden: true, owner: c.owner };
      return {
        iid: c.iid,
        owner: c.owner,
        bp: c.card.id,
        faceUp: c.faceUp,
        ...(c.stopped ? { stopped: true as const } : {}),
        ...(c.misSeed !== undefined ? { misSeed: c.misSeed } : {}),
        ...(c.countdown !== undefined ? { countdown: c.countdown } : {}),
      };
    });
  }
  return JSON.parse(
    JSON.stringify({
      phase: view.phase,
      dilemmaStage: view.dilemmaStage,
      startingPlayer: view.startingPlayer,
      ...(view.seed !== undefined ? { seed: view.seed } : {}),
      turn: view.turn,
      awaiting: view.awaiting,
      score: view.score,
      locations: view.locations,
      spacelines: view.spacelines,
      zones,
      pendingManual: view.pendingManual,
      disputes: view.disputes,
      timeCalled: view.timeCalled,
      result: view.result,
    }),
  ) as Board;
}

/** Blueprint ids of the visible cards on a board. */
export function blueprintsOn(board: Board): Set<string> {
  const found = new Set<string>();
  for (const cards of Object.values(board.zones)) for (const c of cards) if (!('hidden' in c)) found.add(c.bp);
  return found;
}

/** Visible card instances on a board: iid -> blueprint. */
export function instancesOn(board: Board, into = new Map<string, string>()): Map<string, string> {
  for (const cards of Object.values(board.zones)) for (const c of cards) if (!('hidden' in c)) into.set(c.iid, c.bp);
  return into;
}

/** Where a card instance is on the board (zone key), if visible. */
export function zoneOf(board: Board, iid: string): string | null {
  for (const [zone, cards] of Object.entries(board.zones)) for (const c of cards) if (!('hidden' in c) && c.iid === iid) return zone;
  return null;
}
