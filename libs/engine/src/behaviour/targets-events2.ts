/**
 * Legal targets of the target words in vocabulary-events2.ts (issue 15, third pass), read by
 * `validTargets` (behaviour/play.ts). 1E rulebook › ATTEMPT A MISSION › ENCOUNTERING DILEMMAS ›
 * Clarification: Triggered & Targeted Effects (no valid target, no play).
 */
import { missionKind } from '../attempt/teams';
import type { GameState, PlayerId } from '../types';
import { personnelInPlay } from './personnel-filter';
import type { Events2Target } from './vocabulary-events2';

export function events2Targets(state: GameState, player: PlayerId, spec: Events2Target): string[] {
  switch (spec.kind) {
    case 'personnel':
      return personnelInPlay(state, spec.whose === 'yours' ? player : null, spec.filter ?? {});
    case 'just-solved-mission': {
      const windows = state.windows ?? [];
      const top = windows[windows.length - 1];
      if (top?.action !== 'mission-solved') return [];
      if ((spec.solver === 'you' && top.by !== player) || (spec.solver === 'opponent' && top.by === player)) return [];
      const location = Object.values(state.locations).find((candidate) => candidate.missions.includes(top.card));
      if (!location || (spec.planet && missionKind(state, location.id) === 'space')) return [];
      return [location.id];
    }
  }
}
