// White Rabbit (tnz, 219_009): dilemma — unless Physics and Archaeology are there, it lies on the mission with a two-turn countdown.
import { defineCard } from '../../behaviour/define';

export default defineCard('219_009', {
  title: 'White Rabbit',
  scenario: 'behaviour/dilemmas/sets-c.spec.ts',
  dilemma: {
    title: 'White Rabbit',
    steps: [
      { kind: 'pass', require: 'Physics + Archaeology' },
      { kind: 'if', test: { not: { gotPast: true } }, then: { kind: 'place', on: 'mission', affected: 'none', countdown: 2 } },
    ],
    manual: ['when the countdown expires with the mission unsolved, its points are reduced by 10', 'nullified by any Pocketwatch'],
  },
});
