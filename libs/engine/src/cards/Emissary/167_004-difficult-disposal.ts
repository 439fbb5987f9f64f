// Difficult Disposal (Emissary, 167_004): dilemma — to get past: ENGINEER and MEDICAL, one of them doubled.
import { defineCard } from '../../behaviour/define';

export default defineCard('167_004', {
  title: 'Difficult Disposal',
  scenario: 'behaviour/dilemmas-sets.spec.ts',
  dilemma: {
    title: 'Difficult Disposal',
    steps: [{ kind: 'pass', require: 'ENGINEER x2 + MEDICAL OR ENGINEER + MEDICAL x2' }],
  },
});
