// Kidnappers (ds9, 112_024): dilemma — it lies on a random female, who is stopped.
import { defineCard } from '../../behaviour/define';

export default defineCard('112_024', {
  title: 'Kidnappers',
  scenario: 'behaviour/dilemmas/sets-c.spec.ts',
  dilemma: {
    title: 'Kidnappers',
    steps: [
      { kind: 'pick', targets: { by: 'random', count: 1, filter: { characteristic: 'Female' } } },
      { kind: 'place', on: 'personnel', affected: 'picked' },
      { kind: 'act', targets: { by: 'picked' }, action: 'stop' },
    ],
    manual: ['until the end of the opponent\'s turn she stays stopped and may be captured by the opponent\'s SECURITY present; then the dilemma is discarded'],
  },
});
