// Colyus (tgq, 176_042): personnel — other Gamma Quadrant Non-Aligned personnel present have all attributes +1.
import { defineCard } from '../../behaviour/define';

export default defineCard('176_042', {
  title: 'Colyus',
  scenario: 'behaviour/personnel.spec.ts',
  modifiers: [
    {
      kind: 'personnel-attribute',
      attributes: ['INTEGRITY', 'CUNNING', 'STRENGTH'],
      delta: 1,
      to: { whose: 'any', affiliation: 'Non-Aligned', icon: 'GQ' },
      where: 'present-personnel',
    },
  ],
});
