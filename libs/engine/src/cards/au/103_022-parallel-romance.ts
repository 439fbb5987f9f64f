// Parallel Romance (au, 103_022): dilemma — a random male and a random female (else it is discarded) are stopped and STRENGTH -2 until its three-turn countdown expires.
import { defineCard } from '../../behaviour/define';

export default defineCard('103_022', {
  title: 'Parallel Romance',
  scenario: 'behaviour/dilemmas/sets-c.spec.ts',
  dilemma: {
    title: 'Parallel Romance',
    steps: [
      {
        kind: 'nullified-if',
        test: { anyOf: [{ not: { teamMatching: { filter: { characteristic: 'Male' }, atLeast: 1 } } }, { not: { teamMatching: { filter: { characteristic: 'Female' }, atLeast: 1 } } }] },
      },
      { kind: 'pick', targets: { by: 'random-each', filters: [{ characteristic: 'Male' }, { characteristic: 'Female' }] } },
      { kind: 'place', on: 'mission', affected: 'picked', countdown: 3 },
      { kind: 'stop-through-countdown', targets: { by: 'picked' } },
    ],
    ongoing: { attributes: { who: 'affected', delta: { STRENGTH: -2 } } },
  },
});
