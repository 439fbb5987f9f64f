// Morphogenic Virus (dow, 227_001): dilemma — it lies on a random member, who is attributes all -2; cured by three Biology or two Intelligence.
import { defineCard } from '../../behaviour/define';

export default defineCard('227_001', {
  title: 'Morphogenic Virus',
  scenario: 'behaviour/dilemmas/sets-c.spec.ts',
  dilemma: {
    title: 'Morphogenic Virus',
    steps: [
      { kind: 'pick', targets: { by: 'random', count: 1 } },
      { kind: 'place', on: 'personnel', affected: 'picked' },
    ],
    ongoing: { attributes: { who: 'host', delta: { INTEGRITY: -2, CUNNING: -2, STRENGTH: -2 } } },
    cure: 'Biology x3 OR Intelligence x2',
    manual: ['all your personnel of the same species as the host are attributes all -2 too'],
  },
});
