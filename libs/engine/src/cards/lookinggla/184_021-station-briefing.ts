// Station Briefing (lookinggla, 184_021): incident — seeded or played onto a Commander's Office site, it lies there; while it does, a player commandeers that Nor only with 2 Leadership of theirs unopposed at that site (behaviour/commandeering.ts). While your facility commander of that Nor is at the site: once each turn one of your Captain's Order cards or File Mission Report plays for free, and any of your personnel may file a mission report there (behaviour/facility-commanders.ts).
//   1E rulebook › Glossary › matching commander ("facility commanders"); PLAYING "FOR FREE"; 1E DS9 expansion rules › Sites.
import { defineCard } from '../../behaviour/define';

export default defineCard('184_021', {
  title: 'Station Briefing',
  scenario: 'behaviour/facility-commanders.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'site', titles: ["Commander's Office"] },
  duration: 'on-target-card',
  seedsOnTarget: true,
  norGuard: { commandeerNeeds: '2 Leadership' },
  grantsFreePlay: { cards: { anyOf: [{ characteristics: ['Captains Order'] }, { titles: ['File Mission Report'] }] }, oncePerTurn: true, facilityCommanderHere: true },
  missionReportsWithFacilityCommander: true,
});
