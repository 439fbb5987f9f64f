// Difference of Opinion (SaS, 141_003): dilemma — every Non-Aligned member is stopped until the end of your next turn; then discarded.
import { defineCard } from '../../behaviour/define';

export default defineCard('141_003', {
  title: 'Difference of Opinion',
  scenario: 'behaviour/dilemmas/others.spec.ts',
  dilemma: {
    title: 'Difference of Opinion',
    steps: [
      {
        kind: 'act',
        targets: { by: 'all', filter: { affiliation: 'Non-Aligned' } },
        action: 'stop-until-next-turn',
      },
    ],
    discard: true,
  },
});
