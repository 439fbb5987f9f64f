// Repair Memorial (ha, 125_043): mission — every personnel at its location (either player's) is INTEGRITY, CUNNING and STRENGTH -2.
import { defineCard } from '../../behaviour/define';

export default defineCard('125_043', {
  title: 'Repair Memorial',
  scenario: 'behaviour/missions-text.spec.ts',
  modifiers: [{ kind: 'fleet-personnel-attribute', attributes: ['INTEGRITY', 'CUNNING', 'STRENGTH'], delta: -2, filter: {}, whose: 'all', to: {}, where: 'here' }],
});
