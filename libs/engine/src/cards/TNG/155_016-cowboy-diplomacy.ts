// Cowboy Diplomacy (TNG, 155_016): event — once per game, for free: with your Federation diplomat on the planet of a mission your opponent seeded, it goes on that mission for 5 bonus points.
import { defineCard } from '../../behaviour/define';

export default defineCard('155_016', {
  title: 'Cowboy Diplomacy',
  scenario: 'behaviour/free-plays.spec.ts',
  play: {
    window: { kind: 'normal-play' },
    free: { kind: 'always' },
    limit: { kind: 'once-per-game' },
    requires: [{ kind: 'yours-on-target-planet', filter: { affiliation: 'Federation', skill: 'Diplomacy' } }, { kind: 'target-mission-opponents' }],
  },
  targets: { kind: 'planet-location' },
  triggers: [{ on: 'played', effects: [{ kind: 'score-points', points: 5, bonus: true }] }],
  duration: 'on-target-mission',
});
