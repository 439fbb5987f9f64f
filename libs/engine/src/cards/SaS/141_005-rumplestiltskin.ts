// Rumplestiltskin (SaS, 141_005): dilemma — as many random members are stopped as the Away Team has members with five or more skill dots; discarded.
import { defineCard } from '../../behaviour/define';

export default defineCard('141_005', {
  title: 'Rumplestiltskin',
  scenario: 'behaviour/dilemmas/sets-c.spec.ts',
  dilemma: {
    title: 'Rumplestiltskin',
    steps: [{ kind: 'act', targets: { by: 'random-counted', count: { matching: { dotsAtLeast: 5 } } }, action: 'stop' }],
    discard: true,
  },
});
