// Slingshot Effect (SSttR, 234_003): doorway seeded on the table — while it is there nobody may play Temporal Investigations, and once each turn your [Films] ship may time travel between a time location and its corresponding spaceline location (behaviour/time-locations.ts); your [AU][Films] personnel, ships and facilities, and [AU] cards of other types, may seed and play (alternate-universe.ts); cancelling a Temporal Investigations already in play are manual.
import { defineCard } from '../../behaviour/define';

export default defineCard('234_003', {
  title: 'Slingshot Effect',
  scenario: 'behaviour/alternate-universe.spec.ts',
  play: { window: { kind: 'seed', phase: 'doorway' } },
  duration: 'while-in-play',
  allowsAlternateUniverse: [{ seed: true, play: true, filter: { anyOf: [{ types: ['Personnel', 'Ship', 'Facility'], icons: ['Films'] }, { notTypes: ['Personnel', 'Ship', 'Facility'] }] } }],
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
    'a Temporal Investigations already in play is nullified',
  ],
});
