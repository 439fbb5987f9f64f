// Linguistic Legerdemain (tmp, 126_006): dilemma — unless Anthropology and Exobiology are there, it lies on the mission, which cannot be attempted until its countdown expires: one plus the mission's affiliation icons no member matches.
import { defineCard } from '../../behaviour/define';

export default defineCard('126_006', {
  title: 'Linguistic Legerdemain',
  scenario: 'behaviour/dilemmas/sets-c.spec.ts',
  dilemma: {
    title: 'Linguistic Legerdemain',
    steps: [
      { kind: 'pass', require: 'Anthropology + Exobiology' },
      { kind: 'if', test: { not: { gotPast: true } }, then: { kind: 'place', on: 'mission', affected: 'none', countdown: 1 } },
      { kind: 'if', test: { not: { gotPast: true } }, then: { kind: 'countdown-from-unmatched-icons', base: 1 } },
    ],
    ongoing: { blocksAttempts: true },
  },
});
