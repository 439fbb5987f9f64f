// Dead End (fc, 109_007): dilemma — with fewer than 50 points you cannot get past and it is placed on the mission.
import { defineCard } from '../../behaviour/define';

export default defineCard('109_007', {
  title: 'Dead End',
  scenario: 'behaviour/dilemmas/fc-a.spec.ts',
  dilemma: {
    title: 'Dead End',
    steps: [
      { kind: 'if', test: { not: { scoreAtLeast: 50 } }, then: { kind: 'fail' } },
      {
        kind: 'if',
        test: { not: { gotPast: true } },
        then: { kind: 'place', on: 'mission', affected: 'none' },
      },
    ],
    manual: ['while it lies there, players with fewer than 50 points may not attempt the mission'],
  },
});
