// Bigger on the Inside (coldfront, 200_006): event — played on a mission where (or next to where) a temporal agent of yours is; while it lies there, no crew or Away Team may attempt the mission unless four of them show [Cmd] or one of them has Intelligence (scouting is not run by the engine); unique.
import { defineCard } from '../../behaviour/define';

export default defineCard('200_006', {
  title: 'Bigger on the Inside',
  scenario: 'behaviour/mission-guards.spec.ts',
  play: { window: { kind: 'normal-play' }, requires: [{ kind: 'yours-here-or-adjacent', filter: { characteristic: 'Temporal Agent' } }] },
  targets: { kind: 'mission', missions: {} },
  duration: 'on-target-mission',
  attemptGuard: { anyOf: [{ icon: 'Cmd', atLeast: 4 }, { skill: 'Intelligence', atLeast: 1 }] },
});
