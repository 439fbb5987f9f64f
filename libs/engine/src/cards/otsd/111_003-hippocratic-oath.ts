// Hippocratic Oath (otsd, 111_003): dilemma — to get past, the most cunning MEDICAL goes with the dilemma to the nearest planet at another location, stopped until its three-turn countdown expires.
import { defineCard } from '../../behaviour/define';

export default defineCard('111_003', {
  title: 'Hippocratic Oath',
  scenario: 'behaviour/dilemmas/sets-c.spec.ts',
  dilemma: {
    title: 'Hippocratic Oath',
    steps: [
      { kind: 'pass', require: 'MEDICAL' },
      { kind: 'if', test: { gotPast: true }, then: { kind: 'pick', targets: { by: 'highest', measure: 'CUNNING', count: 1, tie: 'opponent', filter: { skill: 'MEDICAL' } } } },
      { kind: 'if', test: { gotPast: true }, then: { kind: 'place', on: 'personnel', affected: 'picked', countdown: 3 } },
      { kind: 'stop-through-countdown', targets: { by: 'picked' } },
      { kind: 'act', targets: { by: 'among-picked', chooser: 'self', count: 1 }, action: 'relocate-nearest-planet' },
    ],
  },
});
