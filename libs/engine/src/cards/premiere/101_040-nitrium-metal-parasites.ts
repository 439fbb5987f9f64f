// Nitrium Metal Parasites (premiere, 101_040): a dilemma, in the effect model's words (never the printed text).
import { defineCard } from '../../behaviour/define';

export default defineCard('101_040', {
  title: 'Nitrium Metal Parasites',
  scenario: 'dilemmas.spec.ts',
  dilemma: {
    title: 'Nitrium Metal Parasites',
    steps: [{ kind: 'place', on: 'ship', affected: 'none', countdown: 3 }],
    cure: 'SCIENCE x2 OR ENGINEER x2',
    ongoing: { onExpiry: 'destroy-host' },
  },
});
