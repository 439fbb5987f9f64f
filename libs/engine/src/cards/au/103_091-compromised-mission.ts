// Compromised Mission (au, 103_091): mission — two-sided: its owner's opponent attempts it with Federation personnel and the other side's requirements.
import { defineCard } from '../../behaviour/define';

export default defineCard('103_091', {
  title: 'Compromised Mission',
  scenario: 'behaviour/missions-text.spec.ts',
  mission: {
    opponentSide: { icons: ['Federation'], requirements: 'Treachery x2 + Computer Skill + STRENGTH>35' },
  },
});
