// Slingshot Effect (SSttR, 234_003): doorway seeded on the table — while it is there nobody may play Temporal Investigations; the [AU] permission, the [Films] ships' time travel and cancelling a Temporal Investigations already in play are manual.
import { defineCard } from '../../behaviour/define';

export default defineCard('234_003', {
  title: 'Slingshot Effect',
  scenario: 'behaviour/doorways.spec.ts',
  play: { window: { kind: 'seed', phase: 'doorway' } },
  duration: 'while-in-play',
  restricts: [{ kind: 'no-plays-titled', titles: ['Temporal Investigations'] }],
  manual: [
    'your [AU][Films] personnel, ships and facilities (and [AU] cards of other types) may seed and play (the engine does not hold [AU] cards back without it)',
    'once each turn your [Films] ship may time travel between a time location and its corresponding spaceline location',
    'a Temporal Investigations already in play is nullified',
  ],
});
