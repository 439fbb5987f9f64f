// Mission Fatigue (dom, 115_011): dilemma — unless Empathy and Leadership are there, it lies on the mission; each later dilemma encountered there first stops one random non-Borg member facing it.
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
    ongoing: { eachDilemmaHereStops: { count: 1, filter: { notAffiliation: 'Borg' } } },
  },
});
