// Station Briefing (lookinggla, 184_021): incident — seeded or played onto a Commander's Office site, it lies there; while it does, a player commandeers that Nor only with 2 Leadership of theirs unopposed at that site (behaviour/commandeering.ts). Its facility-commander text is manual.
import { defineCard } from '../../behaviour/define';

export default defineCard('184_021', {
  title: 'Station Briefing',
  scenario: 'behaviour/site-text.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'site', titles: ["Commander's Office"] },
  duration: 'on-target-card',
  seedsOnTarget: true,
  norGuard: { commandeerNeeds: '2 Leadership' },
  manual: [
    'while your facility commander is present: once each turn, a Captain\'s Order or File Mission Report of yours playing for free',
    'while your facility commander is present: any of your personnel filing a mission report here',
  ],
});
