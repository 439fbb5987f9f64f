// Invasive Beam-In (dom, 115_025): event — on your table (seeded or played), each ship of yours with Invasive Transporters and a personnel of yours with Transporter Skill aboard may beam your personnel of the ship's affiliation through the opponent's SHIELDS.
import { defineCard } from '../../behaviour/define';

export default defineCard('115_025', {
  title: 'Invasive Beam-In',
  scenario: 'behaviour/table-conditions.spec.ts',
  play: { window: { kind: 'normal-play' } },
  permits: [{ kind: 'invasive-beaming', equipment: 'Invasive Transporters', crewSkill: 'Transporter Skill', matchingShip: true }],
});
