// Flaxian Assassin (ds9, 112_017): dilemma — unless two SECURITY and Biology are there, one random member with three or more skill dots dies (two while the opponent has a Tal Shiar personnel in play).
import { defineCard } from '../../behaviour/define';

export default defineCard('112_017', {
  title: 'Flaxian Assassin',
  scenario: 'behaviour/dilemmas/sets-c.spec.ts',
  dilemma: {
    title: 'Flaxian Assassin',
    steps: [
      {
        kind: 'only-if',
        test: { not: { personnelInPlay: { whose: 'opponent', filter: { skill: 'Tal Shiar' }, atLeast: 1 } } },
        step: { kind: 'act', targets: { by: 'random', count: 1, filter: { dotsAtLeast: 3 } }, action: 'kill', unless: 'SECURITY x2 + Biology' },
      },
      {
        kind: 'only-if',
        test: { personnelInPlay: { whose: 'opponent', filter: { skill: 'Tal Shiar' }, atLeast: 1 } },
        step: { kind: 'act', targets: { by: 'random', count: 2, filter: { dotsAtLeast: 3 } }, action: 'kill', unless: 'SECURITY x2 + Biology' },
      },
    ],
  },
});
