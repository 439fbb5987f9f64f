// Grappler (SaS, 141_007): equipment — aboard your NX-class ship, that ship has a Tractor Beam.
import { defineCard } from '../../behaviour/define';

export default defineCard('141_007', {
  title: 'Grappler',
  scenario: 'behaviour/incidents-c.spec.ts',
  play: { window: { kind: 'report' } },
  grantsEquipment: [{ equipment: 'Tractor Beam', ships: { classOrTitle: ['NX'] } }],
  manual: ['playing aboard your NX-class ship', 'discarding it to score points when the crew completes a space mission requiring an attribute'],
});
