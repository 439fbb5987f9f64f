// Vash (Life From Lifelessness) (lfl, 138_046): personnel — she may report aboard any facility of her owner's in the Gamma Quadrant.
import { defineCard } from '../../behaviour/define';

export default defineCard('138_046', {
  title: 'Vash (Life From Lifelessness)',
  scenario: 'behaviour/personnel-b.spec.ts',
  reports: [{ kind: 'self-at', to: { kind: 'facilities', quadrant: 'Gamma' } }],
});
