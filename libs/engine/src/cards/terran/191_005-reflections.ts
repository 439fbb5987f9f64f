// Reflections (terran, 191_005): dilemma — half the crew (rounded down, random) is stopped — killed instead when the opponent holds no cards; nullified by one member with both Mindmeld and Treachery.
import { defineCard } from '../../behaviour/define';

export default defineCard('191_005', {
  title: 'Reflections',
  scenario: 'behaviour/dilemmas/terran.spec.ts',
  dilemma: {
    title: 'Reflections',
    steps: [
      { kind: 'pick', targets: { by: 'random', count: 'half' } },
      { kind: 'only-if', test: { hand: { whose: 'opponent', empty: false } }, step: { kind: 'act', targets: { by: 'picked' }, action: 'stop' } },
      { kind: 'only-if', test: { hand: { whose: 'opponent', empty: true } }, step: { kind: 'act', targets: { by: 'picked' }, action: 'kill' } },
    ],
    nullify: 'Mindmeld + Treachery',
    nullifyIndividual: true,
  },
});
