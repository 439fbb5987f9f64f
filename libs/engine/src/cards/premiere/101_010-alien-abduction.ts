// Alien Abduction (premiere, 101_010): a dilemma, in the effect model's words (never the printed text).
import { defineCard } from '../../behaviour/define';

export default defineCard('101_010', {
  title: 'Alien Abduction',
  scenario: 'dilemmas.spec.ts',
  dilemma: {
    title: 'Alien Abduction',
    steps: [
      { kind: 'pick', targets: { by: 'highest', measure: 'CUNNING', count: 1, tie: 'opponent' } },
      { kind: 'act', targets: { by: 'picked' }, action: 'hold-on-mission' },
      { kind: 'place', on: 'mission', affected: 'picked' },
    ],
    cure: 'Leadership x3',
    ongoing: { endsWhenMissionCompleted: true },
  },
});
