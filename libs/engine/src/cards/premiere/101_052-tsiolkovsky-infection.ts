// Tsiolkovsky Infection (premiere, 101_052): a dilemma, in the effect model's words (never the printed text).
import { defineCard } from '../../behaviour/define';

export default defineCard('101_052', {
  title: 'Tsiolkovsky Infection',
  scenario: 'dilemmas.spec.ts',
  dilemma: {
    title: 'Tsiolkovsky Infection',
    steps: [{ kind: 'place', on: 'ship', affected: 'none' }],
    continues: true,
    cure: 'MEDICAL x3',
    ongoing: { firstSkillLost: true },
  },
});
