// Do You Smell Something Burning? (ENGAGE, 161_005): a dilemma, in the effect model's words (never the printed text).
import { defineCard } from '../../behaviour/define';

export default defineCard('161_005', {
  title: 'Do You Smell Something Burning?',
  scenario: 'attempt.spec.ts',
  dilemma: {
    title: 'Do You Smell Something Burning?',
    steps: [{ kind: 'act', targets: { by: 'random', count: 'half' }, action: 'stop' }],
    continues: true,
    nullify: 'cook OR ANIMAL OR {Lure of the Nexus}',
  },
});
