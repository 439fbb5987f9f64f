// A Bad End (HF6, 178_002): dilemma — half of your stopped personnel at this location (rounded up, your choice) die; to get past, two Biology.
import { defineCard } from '../../behaviour/define';

export default defineCard('178_002', {
  title: 'A Bad End',
  scenario: 'behaviour/dilemmas/others.spec.ts',
  dilemma: {
    title: 'A Bad End',
    steps: [
      {
        kind: 'act',
        targets: { by: 'choice', chooser: 'self', count: 'half-up', among: 'stopped-here' },
        action: 'kill',
      },
      { kind: 'pass', require: 'Biology x2' },
    ],
  },
});
