// Tactical Disadvantage (VP, 132_020): dilemma — both hands are shown; unless your ships in play have more SHIELDS in all than the opposing ships have WEAPONS, one random crew member dies; discarded.
import { defineCard } from '../../behaviour/define';

export default defineCard('132_020', {
  title: 'Tactical Disadvantage',
  scenario: 'behaviour/dilemmas/VP.spec.ts',
  dilemma: {
    title: 'Tactical Disadvantage',
    steps: [
      { kind: 'reveal-hand', whose: 'self' },
      { kind: 'reveal-hand', whose: 'opponent' },
      { kind: 'pass-if', test: { fleetShieldsOverWeapons: true }, says: 'your total SHIELDS above the opponent total WEAPONS' },
      { kind: 'only-if', test: { not: { fleetShieldsOverWeapons: true } }, step: { kind: 'act', targets: { by: 'random', count: 1 }, action: 'kill' } },
    ],
    discard: true,
  },
});
