// Space Boomer (HF2, 152_018): event — lies on your personnel with Navigation x2 or Stellar Cartography x2; while that personnel is aboard a ship of its affiliation and you have completed a space mission, the ship is RANGE +3.
import { defineCard } from '../../behaviour/define';

export default defineCard('152_018', {
  title: 'Space Boomer',
  scenario: 'behaviour/events-f.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'personnel', whose: 'yours', filter: { anyOf: [{ skill: 'Navigation', skillLevel: 2 }, { skill: 'Stellar Cartography', skillLevel: 2 }] } },
  duration: 'on-target-card',
  crewBorneShipBonus: { attributes: ['RANGE'], delta: 3, matching: true, ifCompletedSpaceMission: true },
});
