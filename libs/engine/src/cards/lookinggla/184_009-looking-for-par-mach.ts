// Looking for Par'mach (lookinggla, 184_009): dilemma — a male and a female, or an OFFICER with CUNNING>60, get past.
import { defineCard } from '../../behaviour/define';

export default defineCard('184_009', {
  title: "Looking for Par'mach",
  scenario: 'behaviour/dilemmas/lookinggla-a.spec.ts',
  dilemma: {
    title: "Looking for Par'mach",
    steps: [{ kind: 'pass', require: 'Male + Female OR OFFICER + CUNNING>60' }],
    manual: ["the opponent's optional download and seeding of the named dilemmas here"],
  },
});
