// Rascals (au, 103_025): dilemma — up to four random unique crew members become children while it lies on the ship: STRENGTH 2 and Youth instead of their first skill; two MEDICAL and Biology cure them.
import { defineCard } from '../../behaviour/define';

export default defineCard('103_025', {
  title: 'Rascals',
  scenario: 'behaviour/dilemmas/au-a.spec.ts',
  dilemma: {
    title: 'Rascals',
    steps: [
      { kind: 'pick', targets: { by: 'random', count: 4, filter: { unique: true } } },
      { kind: 'place', on: 'ship', affected: 'picked' },
    ],
    cure: 'MEDICAL x2 + Biology',
    ongoing: { attributes: { who: 'affected', set: { STRENGTH: 2 }, firstSkillBecomes: 'Youth' } },
  },
});
