// Ferengi Ingenuity (bog, 116_005): dilemma — a member with two Computer Skill discards it; otherwise, to get past, it lies on the most cunning Computer Skill member, stopped until its three-turn countdown expires.
import { defineCard } from '../../behaviour/define';

export default defineCard('116_005', {
  title: 'Ferengi Ingenuity',
  scenario: 'behaviour/dilemmas/sets-c.spec.ts',
  dilemma: {
    title: 'Ferengi Ingenuity',
    steps: [
      { kind: 'nullified-if', test: { teamMatching: { filter: { skillAtLeast: { skill: 'Computer Skill', level: 2 } }, atLeast: 1 } } },
      { kind: 'pass', require: 'Computer Skill' },
      { kind: 'if', test: { gotPast: true }, then: { kind: 'pick', targets: { by: 'highest', measure: 'CUNNING', count: 1, tie: 'opponent', filter: { skill: 'Computer Skill' } } } },
      { kind: 'if', test: { gotPast: true }, then: { kind: 'place', on: 'personnel', affected: 'picked', countdown: 3 } },
      { kind: 'stop-through-countdown', targets: { by: 'picked' } },
    ],
  },
});
