// Don't Let It End This Way (HF6, 178_007): dilemma — half of your stopped personnel at this location (rounded up, your choice) die; to get past, two SECURITY.
import { defineCard } from '../../behaviour/define';

export default defineCard('178_007', {
  title: "Don't Let It End This Way",
  scenario: 'behaviour/dilemmas/others.spec.ts',
  dilemma: {
    title: "Don't Let It End This Way",
    steps: [
      {
        kind: 'act',
        targets: { by: 'choice', chooser: 'self', count: 'half-up', among: 'stopped-here' },
        action: 'kill',
      },
      { kind: 'pass', require: 'SECURITY x2' },
    ],
  },
});
