// Framed for Murder (ds9, 112_018): a dilemma, in the effect model's words (never the printed text).
import { defineCard } from '../../behaviour/define';

export default defineCard('112_018', {
  title: 'Framed for Murder',
  scenario: 'attempt.spec.ts',
  dilemma: {
    title: 'Framed for Murder',
    steps: [
      {
        kind: 'pick',
        targets: { by: 'choice', chooser: 'opponent', count: 1, filter: { unique: true } },
      },
      { kind: 'place', on: 'personnel', affected: 'picked' },
    ],
    continues: true,
    nullify: 'CUNNING>9 + (Biology OR Law)',
    nullifyIndividual: true,
    ongoing: { hostNoSkills: true },
  },
});
