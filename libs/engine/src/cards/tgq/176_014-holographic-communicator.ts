// Holographic Communicator (tgq, 176_014): incident — seeds or plays on your table; just after you report a DS9 ship with a [Cmd] or
// [Stf] staffing icon to the Alpha Quadrant, it goes onto that ship ("you may": always used while it waits on the table); lying there,
// that ship and your other ships of its class have a Holodeck; when that ship is destroyed, the incident goes back to your table.
// Seeding it on the table is the generic seed rules.
//   1E rulebook › THE CARDS › SHIPS › Clarifications: List of Special Equipment (Holodeck); THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES.
import { defineCard } from '../../behaviour/define';

export default defineCard('176_014', {
  title: 'Holographic Communicator',
  scenario: 'behaviour/voyds9-holographic-communicator.spec.ts',
  play: { window: { kind: 'normal-play' } },
  // A ship reports to a facility at its location (1E rulebook › REPORTING FOR DUTY): "to your Alpha Quadrant facility" is read as
  // reporting at an Alpha Quadrant location (when-cards-played.ts › `quadrant`).
  whenCardsPlayed: {
    filter: { types: ['Ship'], property: 'DS9', anyOfPlayed: [{ staffingIcon: 'Cmd' }, { staffingIcon: 'Stf' }] },
    quadrant: 'Alpha',
    targetPlayed: true,
    effects: [{ kind: 'place-self-from-table-on-target' }],
  },
  // behaviour/host-class-equipment.ts.
  hostClassEquipment: { equipment: ['Holodeck'], returnToTable: true },
});
