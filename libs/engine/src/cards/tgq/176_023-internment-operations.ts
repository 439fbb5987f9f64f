// Internment Operations (tgq, 176_023): mission — two-sided: its owner's opponent attempts it with Federation, Klingon or Romulan personnel and the other side's requirements.
import { defineCard } from '../../behaviour/define';

export default defineCard('176_023', {
  title: 'Internment Operations',
  scenario: 'behaviour/missions-text.spec.ts',
  mission: {
    opponentSide: { icons: ['Federation', 'Klingon', 'Romulan'], requirements: 'ENGINEER x2 + Computer Skill x2 + Honor + INTEGRITY>40' },
  },
});
