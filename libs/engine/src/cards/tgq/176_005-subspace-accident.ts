// Subspace Accident (tgq, 176_005): dilemma — unless three Astrophysics, or two Physics and two SCIENCE, are there, the member with the most skill dots is held with the dilemma atop the mission.
import { defineCard } from '../../behaviour/define';

export default defineCard('176_005', {
  title: 'Subspace Accident',
  scenario: 'behaviour/dilemmas/sets-c.spec.ts',
  dilemma: {
    title: 'Subspace Accident',
    steps: [
      { kind: 'pass', require: 'Astrophysics x3 OR Physics x2 + SCIENCE x2' },
      { kind: 'if', test: { not: { gotPast: true } }, then: { kind: 'pick', targets: { by: 'highest', measure: { dots: true }, count: 1, tie: 'opponent' } } },
      { kind: 'act', targets: { by: 'picked' }, action: 'hold-on-mission' },
      { kind: 'if', test: { not: { gotPast: true } }, then: { kind: 'place', on: 'mission', affected: 'picked' } },
    ],
    manual: ['both are discarded at the end of your next turn'],
  },
});
