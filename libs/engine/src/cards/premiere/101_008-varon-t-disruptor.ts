// Varon-T Disruptor (premiere, 101_008): artifact used as equipment — your personnel present have STRENGTH doubled (one copy counts).
import { defineCard } from '../../behaviour/define';

export default defineCard('101_008', {
  title: 'Varon-T Disruptor',
  scenario: 'behaviour/premiere-events.spec.ts',
  play: { window: { kind: 'report' } },
  modifiers: [{ kind: 'attribute-factor', attribute: 'STRENGTH', factor: 2, to: {}, where: 'present' }],
});
