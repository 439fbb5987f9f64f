// Quash Conspiracy (au, 103_090): mission — no beaming between ships at its location.
import { defineCard } from '../../behaviour/define';

export default defineCard('103_090', {
  title: 'Quash Conspiracy',
  scenario: 'behaviour/missions-text.spec.ts',
  mission: {
    location: ['no-ship-to-ship-beaming'],
  },
});
