// Mission Fatigue (dom, 115_011): dilemma — unless Empathy and Leadership are there, it lies on the mission.
import { defineCard } from '../../behaviour/define';

export default defineCard('115_011', {
  title: 'Mission Fatigue',
  scenario: 'behaviour/dilemmas/sets-c.spec.ts',
  dilemma: {
    title: 'Mission Fatigue',
    steps: [
      { kind: 'pass', require: 'Empathy + Leadership' },
      { kind: 'if', test: { not: { gotPast: true } }, then: { kind: 'place', on: 'mission', affected: 'none' } },
    ],
    manual: ['while it lies there, each later dilemma seeded here stops one random non-Borg personnel present when revealed'],
  },
});
