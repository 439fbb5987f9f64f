// Vulcan Observation (SotL, 244_008): event — on an opponent's planet mission: the skills of each Vulcan ship at that location are added to the mission's requirements (twice over at a [Fed] or [Sta] mission).
import { defineCard } from '../../behaviour/define';

export default defineCard('244_008', {
  title: 'Vulcan Observation',
  scenario: 'behaviour/ship-skill-requirements.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'mission', missions: { opponents: true, planet: true } },
  duration: 'on-target-mission',
  // "{[Vul] ship}": a ship of the Vulcan affiliation now (anyone's); "here": in space, docked or landed at the location (ship-skill-requirements.ts).
  addsShipSkillsToMission: { affiliations: ['Vulcan'], doubledAtIcons: ['Federation', 'Starfleet'] },
});
