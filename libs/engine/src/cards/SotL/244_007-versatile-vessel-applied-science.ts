// Versatile Vessel: Applied Science (SotL, 244_007): event — lies on your Nebula- or Science-class ship or scout ship; once each turn you select SCIENCE, Geology, Stellar Cartography or Astrophysics (UseCard); until you select again, the ship has that skill (a ship's skill, used as a crew member's).
import { defineCard } from '../../behaviour/define';

export default defineCard('244_007', {
  title: 'Versatile Vessel: Applied Science',
  scenario: 'behaviour/events-d.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'your-ship-of-classes', classes: ['Nebula Class', 'Science Class'], characteristic: 'Scout' },
  duration: 'on-target-card',
  select: { options: ['SCIENCE', 'Geology', 'Stellar Cartography', 'Astrophysics'] },
  shipGainsSelectedSkill: true,
});
