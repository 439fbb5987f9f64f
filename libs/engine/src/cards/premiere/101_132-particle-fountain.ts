// Particle Fountain (premiere, 101_132): interrupt — just after your Away Team with two ENGINEERs solves a planet mission, it goes on that mission (one per mission) for 5 bonus points.
import { defineCard } from '../../behaviour/define';

export default defineCard('101_132', {
  title: 'Particle Fountain',
  scenario: 'behaviour/events-solved.spec.ts',
  play: { window: { kind: 'response', to: 'mission-solved' }, requires: [{ kind: 'your-away-team-at-target-meets', requirement: 'ENGINEER x2' }, { kind: 'none-atop-target', title: 'Particle Fountain' }] },
  targets: { kind: 'just-solved-mission', solver: 'you', planet: true },
  triggers: [{ on: 'played', effects: [{ kind: 'score-points', points: 5, bonus: true }] }],
  duration: 'on-target-mission',
});
