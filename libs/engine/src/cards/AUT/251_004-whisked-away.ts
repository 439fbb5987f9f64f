// Whisked Away (AUT, 251_004): event — seeds or plays on your Delta Quadrant outpost that is not Federation or Non-Aligned, lying on it;
// your universal personnel and ships native to the Alpha Quadrant, without a special download, sharing the outpost's affiliation, report
// as if native to the Delta Quadrant (so no longer in the Alpha Quadrant).
//   1E rulebook › REPORTING FOR DUTY › NATIVE QUADRANT; THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES.
import { defineCard } from '../../behaviour/define';

export default defineCard('251_004', {
  title: 'Whisked Away',
  scenario: 'behaviour/voyds9-whisked-away.spec.ts',
  play: { window: { kind: 'normal-play' } },
  // "[DQ] outpost (except [Fed] or [Non])": every other affiliation.
  targets: {
    kind: 'your-facility',
    facilityKind: 'Outpost',
    icon: 'DQ',
    affiliations: ['Klingon', 'Romulan', 'Ferengi', 'Cardassian', 'Bajoran', 'Dominion', 'Kazon', 'Vidiian', 'Hirogen', 'Borg', 'Starfleet', 'Vulcan', 'Xindi', 'Neutral'],
  },
  duration: 'on-target-card',
  seedsOnTarget: true,
  // behaviour/report-as-if-quadrant.ts (read by play.ts › checkReportingPlace).
  reportsAsIfQuadrant: { from: 'Alpha', to: 'Delta', types: ['Personnel', 'Ship'], matchingHost: true, universal: true, noSpecialDownloads: true },
});
