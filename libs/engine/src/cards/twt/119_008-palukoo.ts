// Palukoo (twt, 119_008): dilemma — unless Resistance or an ANIMAL is there, it bites a random non-android: a joined Trill dies (the dilemma is discarded); anyone else carries it, disabled until its two-turn countdown expires.
import { defineCard } from '../../behaviour/define';

export default defineCard('119_008', {
  title: 'Palukoo',
  scenario: 'behaviour/dilemmas/sets-c.spec.ts',
  dilemma: {
    title: 'Palukoo',
    steps: [
      { kind: 'pass', require: 'Resistance OR ANIMAL' },
      { kind: 'if', test: { not: { gotPast: true } }, then: { kind: 'pick', targets: { by: 'random', count: 1, filter: { notCharacteristics: ['Android'] } } } },
      { kind: 'if', test: { pickedMatch: { characteristic: 'Trill with symbiont' } }, then: { kind: 'act', targets: { by: 'picked' }, action: 'kill' } },
      { kind: 'if', test: { pickedMatch: { characteristic: 'Trill with symbiont' } }, then: { kind: 'discard-self' } },
      { kind: 'if', test: { all: [{ not: { gotPast: true } }, { not: { pickedMatch: { characteristic: 'Trill with symbiont' } } }] }, then: { kind: 'place', on: 'personnel', affected: 'picked', countdown: 2 } },
      { kind: 'act', targets: { by: 'picked', filter: { notCharacteristics: ['Trill with symbiont'] } }, action: 'disable' },
    ],
  },
});
