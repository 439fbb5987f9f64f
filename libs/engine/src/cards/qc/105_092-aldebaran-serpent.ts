// Aldebaran Serpent (qc, 105_092): Q event, drawn in a Q-Flash — if the team outnumbers its lowest attribute, it is discarded; otherwise (or with no one present) it lies on the attempted mission: the team is stopped when the Q-Flash ends, and its player may not attempt that mission again before attempting another.
import { defineCard } from '../../behaviour/define';

export default defineCard('105_092', {
  title: 'Aldebaran Serpent',
  scenario: 'behaviour/q-cards-b.spec.ts',
  // Issue 15 (qtime): behaviour/attempt-bars.ts (the bar, the stop after the Q-Flash); q-cards.ts (the test and the placing).
  qFlash: {
    barsMission: true,
    if: { kind: 'team-within-lowest-attribute' },
    effects: [{ kind: 'place-on-attempted-mission' }],
  },
});
