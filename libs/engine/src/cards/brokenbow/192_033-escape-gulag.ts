// Escape Gulag (brokenbow, 192_033): mission — two-sided: its owner's opponent attempts it with Klingon personnel and the other side's requirements.
import { defineCard } from '../../behaviour/define';

export default defineCard('192_033', {
  title: 'Escape Gulag',
  scenario: 'behaviour/missions-text.spec.ts',
  mission: {
    opponentSide: { icons: ['Klingon'], requirements: 'SECURITY x2 + Geology + ENGINEER + Law' },
  },
});
