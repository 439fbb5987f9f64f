// Trilithium Raid (ENGAGE, 161_010): dilemma — the opponent may download up to two universal Romulans (six at a station) to their facility here; to get past, ENGINEER ×2 + STRENGTH>40.
import { defineCard } from '../../behaviour/define';

export default defineCard('161_010', {
  title: 'Trilithium Raid',
  scenario: 'behaviour/dilemmas/sets-c.spec.ts',
  dilemma: {
    title: 'Trilithium Raid',
    steps: [
      { kind: 'opponent-downloads-personnel', filter: { universal: true, affiliation: 'Romulan' }, upTo: 2, more: { facilityKind: 'Station', upTo: 6 } },
      { kind: 'pass', require: 'ENGINEER x2 + STRENGTH>40' },
    ],
  },
});
