// Nuclear Wessels (SSttR, 234_002): dilemma — it stays on the planet; now and at the start of every attempt there, one random SECURITY or Anthropology member is stopped, or the team cannot get past.
import { defineCard } from '../../behaviour/define';

export default defineCard('234_002', {
  title: 'Nuclear Wessels',
  scenario: 'behaviour/dilemmas/sets-c.spec.ts',
  dilemma: {
    title: 'Nuclear Wessels',
    steps: [
      { kind: 'place', on: 'mission', affected: 'none' },
      { kind: 'pass', require: 'SECURITY OR Anthropology' },
      { kind: 'if', test: { gotPast: true }, then: { kind: 'act', targets: { by: 'random', count: 1, filter: { anySkill: ['SECURITY', 'Anthropology'] } }, action: 'stop' } },
    ],
    ongoing: {
      eachAttempt: [
        { kind: 'pass', require: 'SECURITY OR Anthropology' },
        { kind: 'if', test: { gotPast: true }, then: { kind: 'act', targets: { by: 'random', count: 1, filter: { anySkill: ['SECURITY', 'Anthropology'] } }, action: 'stop' } },
      ],
    },
    manual: ['(Unique.): a second copy entering play while one lies on a mission is not prevented'],
  },
});
