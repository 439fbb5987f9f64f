// Make Us Go (otsd, 111_004): dilemma — to get past, the most cunning ENGINEER is held with the dilemma atop the mission.
import { defineCard } from '../../behaviour/define';

export default defineCard('111_004', {
  title: 'Make Us Go',
  scenario: 'behaviour/dilemmas/sets-c.spec.ts',
  dilemma: {
    title: 'Make Us Go',
    steps: [
      { kind: 'pass', require: 'ENGINEER' },
      { kind: 'if', test: { gotPast: true }, then: { kind: 'pick', targets: { by: 'highest', measure: 'CUNNING', count: 1, tie: 'opponent', filter: { skill: 'ENGINEER' } } } },
      { kind: 'act', targets: { by: 'picked' }, action: 'hold-on-mission' },
      { kind: 'if', test: { gotPast: true }, then: { kind: 'place', on: 'mission', affected: 'picked' } },
    ],
    manual: ['at the end of your next turn both are placed out of play unless you have CUNNING>24 here'],
  },
});
