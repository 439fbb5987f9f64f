// Grappler (SaS, 141_007): equipment — it plays only aboard your NX-class ship (not to a facility the normal way); aboard your NX-class ship, that ship has a Tractor Beam.
import { defineCard } from '../../behaviour/define';

export default defineCard('141_007', {
  title: 'Grappler',
  scenario: 'behaviour/equipment-limits.spec.ts',
  play: { window: { kind: 'report' } },
  reportBans: [{ kind: 'normal-reporting' }],
  reports: [{ kind: 'self-at', to: { kind: 'ships', ship: { classes: ['NX'] } } }],
  grantsEquipment: [{ equipment: 'Tractor Beam', ships: { classOrTitle: ['NX'] } }],
  manual: ['discarding it to score points when the crew completes a space mission requiring an attribute'],
});
