// Primitive Humanoids (ha, 125_008): dilemma — unless two Leadership and Anthropology, two random Away Team members are held with the dilemma atop the mission until it is solved.
import { defineCard } from '../../behaviour/define';

export default defineCard('125_008', {
  title: 'Primitive Humanoids',
  scenario: 'behaviour/dilemmas/ha.spec.ts',
  dilemma: {
    title: 'Primitive Humanoids',
    steps: [
      { kind: 'pick', targets: { by: 'random', count: 2 } },
      {
        kind: 'act',
        targets: { by: 'picked' },
        action: 'hold-on-mission',
        unless: 'Leadership x2 + Anthropology',
      },
      { kind: 'place', on: 'mission', affected: 'picked', unless: 'Leadership x2 + Anthropology' },
    ],
    ongoing: { endsWhenMissionCompleted: true },
  },
});
