// Armus: Energy Field (SoG, 149_001): dilemma — one random member aboard each of your ships here is stopped; the crew left must be able to meet the mission's requirements to get past.
import { defineCard } from '../../behaviour/define';

export default defineCard('149_001', {
  title: 'Armus: Energy Field',
  scenario: 'behaviour/dilemmas/SoG-a.spec.ts',
  dilemma: {
    title: 'Armus: Energy Field',
    steps: [{ kind: 'each-own-ship', action: 'stop' }, { kind: 'pass-mission' }],
  },
});
