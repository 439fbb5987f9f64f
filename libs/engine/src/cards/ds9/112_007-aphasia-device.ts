// Aphasia Device (ds9, 112_007): dilemma — it lies on the ship, whose crew is quarantined; one random crew member is disabled; cured by two MEDICAL and two Biology.
import { defineCard } from '../../behaviour/define';

export default defineCard('112_007', {
  title: 'Aphasia Device',
  scenario: 'behaviour/dilemmas/sets-c.spec.ts',
  dilemma: {
    title: 'Aphasia Device',
    steps: [
      { kind: 'place', on: 'ship', affected: 'team' },
      { kind: 'hook', name: 'ktarian-disable' },
    ],
    ongoing: { quarantine: true },
    cure: 'MEDICAL x2 + Biology x2',
    manual: ['at the end of each turn one more personnel aboard is disabled; when the whole crew is disabled, all die'],
  },
});
