// Excluded (lookinggla, 184_007): dilemma — unless the whole Away Team shares a faction icon (nullified), each affiliation there without a V.I.P. loses one random member (discarded) and has the rest stopped; discarded.
import { defineCard } from '../../behaviour/define';

export default defineCard('184_007', {
  title: 'Excluded',
  scenario: 'behaviour/dilemmas/sets-c.spec.ts',
  dilemma: {
    title: 'Excluded',
    steps: [{ kind: 'per-affiliation-without-vip' }],
    discard: true,
  },
});
