// Commander Uhura (tmp, 126_045): personnel — once per game, may capture an opposing all-male Away Team present (captured cards leave the game, as the engine's capture does).
import { defineCard } from '../../behaviour/define';

export default defineCard('126_045', {
  title: 'Commander Uhura',
  scenario: 'behaviour/personnel-a.spec.ts',
  abilities: [
    {
      id: 'capture',
      limit: 'once-per-game',
      requires: ['in-away-team'],
      targets: { kind: 'opposing-away-team-present', all: { characteristic: 'Male' } },
      effects: [{ kind: 'capture-all-in-target' }],
    },
  ],
});
