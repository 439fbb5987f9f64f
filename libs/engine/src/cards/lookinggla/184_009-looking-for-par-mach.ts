// Looking for Par'mach (lookinggla, 184_009): dilemma — a male and a female, or an OFFICER with CUNNING>60, get past; the opponent may then download and seed here up to two of four named dilemmas.
import { defineCard } from '../../behaviour/define';

export default defineCard('184_009', {
  title: "Looking for Par'mach",
  scenario: 'behaviour/dilemmas/sets-c.spec.ts',
  dilemma: {
    title: "Looking for Par'mach",
    steps: [
      { kind: 'pass', require: 'Male + Female OR OFFICER + CUNNING>60' },
      { kind: 'if', test: { gotPast: true }, then: { kind: 'download-and-seed', upTo: 2, titles: ['Distraction', 'Strange Bedfellows', 'Brief Romance', 'Unexpected'] } },
    ],
  },
});
