// Slingshot Effect (SSttR, 234_003): doorway seeded on the table — while it is there nobody may play Temporal Investigations, and once each turn your [Films] ship may time travel between a time location and its corresponding spaceline location (behaviour/time-locations.ts); the [AU] permission and cancelling a Temporal Investigations already in play are manual.
import { defineCard } from '../../behaviour/define';

export default defineCard('234_003', {
  title: 'Slingshot Effect',
  scenario: 'behaviour/doorways.spec.ts',
  play: { window: { kind: 'seed', phase: 'doorway' } },
  duration: 'while-in-play',
  restricts: [{ kind: 'no-plays-titled', titles: ['Temporal Investigations'] }],
  abilities: [
    {
      id: 'time-travel',
      limit: 'once-per-turn',
      targets: { kind: 'time-travel-route', movers: 'ship', route: 'corresponding', shipIcons: ['Films'] },
      effects: [{ kind: 'time-travel-target' }],
    },
  ],
  manual: [
    'your [AU][Films] personnel, ships and facilities (and [AU] cards of other types) may seed and play (the engine does not hold [AU] cards back without it)',
    'a Temporal Investigations already in play is nullified',
  ],
});
