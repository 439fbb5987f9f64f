// Distraction (mm, 122_006): dilemma — a random male or female member distracts a member of the other gender of the opponent's choice; both are stopped unless one of them has Honor.
import { defineCard } from '../../behaviour/define';

export default defineCard('122_006', {
  title: 'Distraction',
  scenario: 'behaviour/dilemmas/sets-c.spec.ts',
  dilemma: {
    title: 'Distraction',
    steps: [
      { kind: 'pick', targets: { by: 'random', count: 1, filter: { anyOf: [{ characteristic: 'Male' }, { characteristic: 'Female' }] } } },
      { kind: 'pick-add', how: { chooser: 'opponent' }, filter: { oppositeGenderOfPicked: true } },
      {
        kind: 'if',
        test: { all: [{ pickedMatch: { oppositeGenderOfPicked: true } }, { not: { pickedMatch: { skill: 'Honor' } } }] },
        then: { kind: 'act', targets: { by: 'picked' }, action: 'stop' },
      },
    ],
  },
});
