// Double Dumbass on You! (PL, 238_011): interrupt — once each turn, just after a dilemma stopped personnel, pick an Away Team at that location: up to two more of its personnel, picked at random, are stopped.
import { defineCard } from '../../behaviour/define';

export default defineCard('238_011', {
  title: 'Double Dumbass on You!',
  scenario: 'behaviour/attempt-windows.spec.ts',
  // The `dilemma-resolved` window (behaviour/attempt-windows.ts); 1E rulebook › MISCELLANEOUS RULES › RANDOM SELECTION.
  play: { window: { kind: 'response', to: 'dilemma-resolved' }, limit: { kind: 'once-per-turn' } },
  targets: { kind: 'away-team-where-dilemma-stopped' },
  triggers: [{ on: 'played', effects: [{ kind: 'stop-random-of-target-away-team', count: 2 }] }],
});
