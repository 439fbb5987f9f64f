// The Next Emanation (voy, 123_053): event — seeds or plays on your table; while it is there, your opponent's non-universal personnel
// leaving play (killed or discarded) are placed under it (stored on it, face up, not in play; issue 15, helper stored: they go to
// their owner's discard pile when it leaves play) instead of in their discard pile. Seeding it on the table is the generic seed rules.
//   1E rulebook › GETTING HURT › KILLED OR DESTROYED ("unless a card says otherwise"); THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES.
import { defineCard } from '../../behaviour/define';

export default defineCard('123_053', {
  title: 'The Next Emanation',
  scenario: 'behaviour/voyds9-next-emanation.spec.ts',
  play: { window: { kind: 'normal-play' } },
  // behaviour/discard-redirects.ts (read by attempt/leaving-play.ts › leavePlay), stored-cards.ts.
  stores: {},
  discardRedirect: { whose: 'opponent', universal: false, to: 'here' },
});
