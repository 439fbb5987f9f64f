// Deadly Donation (Ls, 249_001): dilemma — it stays on the planet; now and at the start of every attempt there, one random member is stopped.
import { defineCard } from '../../behaviour/define';

export default defineCard('249_001', {
  title: 'Deadly Donation',
  scenario: 'behaviour/dilemmas/sets-c.spec.ts',
  dilemma: {
    title: 'Deadly Donation',
    steps: [
      { kind: 'place', on: 'mission', affected: 'none' },
      { kind: 'act', targets: { by: 'random', count: 1 }, action: 'stop' },
    ],
    ongoing: { eachAttempt: [{ kind: 'act', targets: { by: 'random', count: 1 }, action: 'stop' }] },
    manual: ['[Vid] personnel on ships in this quadrant stealing organs from cards on the planet as if present'],
  },
});
