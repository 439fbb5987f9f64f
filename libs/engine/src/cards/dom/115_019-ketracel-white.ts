// Ketracel-White (dom, 115_019): equipment — counts down only while its owner has [KW] personnel present with it (and with their Vorta present, only one of their copies there counts down); where present it keeps White Deprivation away.
import { defineCard } from '../../behaviour/define';

export default defineCard('115_019', {
  title: 'Ketracel-White',
  scenario: 'behaviour/equipment-countdowns.spec.ts',
  play: { window: { kind: 'report' } },
  // 1E rulebook › END OF TURN › COUNTDOWNS (behaviour/equipment-countdowns.ts); the ration is always taken (it only keeps copies longer).
  countdownRule: { kind: 'counts-down-only', when: 'kw-personnel-present', rationedBy: { species: 'Vorta' } },
  // Issue 15 (helper forced): White Deprivation's deaths and battles do not happen where a copy is (behaviour/turn-start-battles.ts).
  preventsWherePresent: ['White Deprivation'],
});
