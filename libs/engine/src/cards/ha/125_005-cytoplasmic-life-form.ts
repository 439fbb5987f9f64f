// Cytoplasmic Life-form (ha, 125_005): dilemma — unless three Exobiology are there, it is placed on the mission.
import { defineCard } from '../../behaviour/define';

export default defineCard('125_005', {
  title: 'Cytoplasmic Life-form',
  scenario: 'behaviour/dilemmas/ha-a.spec.ts',
  dilemma: {
    title: 'Cytoplasmic Life-form',
    steps: [{ kind: 'place', on: 'mission', affected: 'none', unless: 'Exobiology x3' }],
    manual: [
      'while placed, each skill the mission requires must come from a different personnel when solving it',
    ],
  },
});
