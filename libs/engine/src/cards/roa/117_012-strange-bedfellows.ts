// Strange Bedfellows (roa, 117_012): dilemma — with a male and a female there, the lowest-INTEGRITY male and the lowest-INTEGRITY female are stopped, or discarded when their INTEGRITY is the same.
import { defineCard } from '../../behaviour/define';

export default defineCard('117_012', {
  title: 'Strange Bedfellows',
  scenario: 'behaviour/dilemmas/sets-c.spec.ts',
  dilemma: {
    title: 'Strange Bedfellows',
    steps: [
      {
        kind: 'nullified-if',
        test: { anyOf: [{ not: { teamMatching: { filter: { characteristic: 'Male' }, atLeast: 1 } } }, { not: { teamMatching: { filter: { characteristic: 'Female' }, atLeast: 1 } } }] },
      },
      { kind: 'pick', targets: { by: 'lowest', measure: 'INTEGRITY', count: 1, tie: 'opponent', filter: { characteristic: 'Male' } } },
      { kind: 'pick-add', how: { end: 'least', measure: 'INTEGRITY', tie: 'opponent' }, filter: { characteristic: 'Female' } },
      { kind: 'only-if', test: { not: { pickedSame: 'INTEGRITY' } }, step: { kind: 'act', targets: { by: 'picked' }, action: 'stop' } },
      { kind: 'only-if', test: { pickedSame: 'INTEGRITY' }, step: { kind: 'act', targets: { by: 'picked' }, action: 'discard' } },
    ],
  },
});
