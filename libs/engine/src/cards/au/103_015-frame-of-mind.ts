// Frame of Mind (au, 103_015): dilemma — it lies on a random member, whose attributes become 3-3-3; cured by three Empathy.
import { defineCard } from '../../behaviour/define';

export default defineCard('103_015', {
  title: 'Frame of Mind',
  scenario: 'behaviour/dilemmas/sets-c.spec.ts',
  dilemma: {
    title: 'Frame of Mind',
    steps: [
      { kind: 'pick', targets: { by: 'random', count: 1 } },
      { kind: 'place', on: 'personnel', affected: 'picked' },
    ],
    ongoing: { attributes: { who: 'host', set: { INTEGRITY: 3, CUNNING: 3, STRENGTH: 3 } } },
    cure: 'Empathy x3',
    manual: ['the host becomes Non-Aligned and keeps only two skills (the opponent\'s choice)'],
  },
});
