// Hazardous Duty (bog, 116_007): dilemma — two OFFICER get past; then it stays on the mission until it is solved.
import { defineCard } from '../../behaviour/define';

export default defineCard('116_007', {
  title: 'Hazardous Duty',
  scenario: 'behaviour/dilemmas/bog-a.spec.ts',
  dilemma: {
    title: 'Hazardous Duty',
    steps: [
      { kind: 'pass', require: 'OFFICER x2' },
      {
        kind: 'if',
        test: { gotPast: true },
        then: { kind: 'place', on: 'mission', affected: 'none' },
      },
    ],
    ongoing: { endsWhenMissionCompleted: true },
    manual: [
      'while it lies there, a non-OFFICER dying here costs its owner points and discards it',
    ],
  },
});
