// Aphasia Device (ds9, 112_007): dilemma — it lies on the ship, whose crew is quarantined; one random crew member is disabled now and at the end of every turn, and all die once all are disabled; cured by two MEDICAL and two Biology.
import { defineCard } from '../../behaviour/define';

export default defineCard('112_007', {
  title: 'Aphasia Device',
  scenario: 'behaviour/dilemmas/sets-c.spec.ts',
  dilemma: {
    title: 'Aphasia Device',
    steps: [
      { kind: 'place', on: 'ship', affected: 'team' },
      { kind: 'periodic-now' },
    ],
    ongoing: { quarantine: true, periodicAffect: { at: 'end-of-turn', action: 'disable', count: 1, allDisabledDie: true } },
    cure: 'MEDICAL x2 + Biology x2',
  },
});
