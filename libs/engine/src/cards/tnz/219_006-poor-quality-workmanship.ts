// Poor Quality Workmanship (tnz, 219_006): dilemma — to get past, four members each with ENGINEER or Computer Skill, or discard a kit (planet) or a PADD (space) present.
import { defineCard } from '../../behaviour/define';

export default defineCard('219_006', {
  title: 'Poor Quality Workmanship',
  scenario: 'behaviour/dilemmas/tnz.spec.ts',
  dilemma: {
    title: 'Poor Quality Workmanship',
    steps: [
      {
        kind: 'only-if',
        test: { at: 'planet' },
        step: {
          kind: 'count',
          any: [{ filter: { anySkill: ['ENGINEER', 'Computer Skill'] }, atLeast: 4 }, { equipment: { titleWords: ['Kit'] }, atLeast: 1, discard: true }],
        },
      },
      {
        kind: 'only-if',
        test: { at: 'space' },
        step: {
          kind: 'count',
          any: [{ filter: { anySkill: ['ENGINEER', 'Computer Skill'] }, atLeast: 4 }, { equipment: { titleWords: ['PADD'] }, atLeast: 1, discard: true }],
        },
      },
    ],
  },
});
