// Host Metaphasic Shielding Test (TNG, 155_039): mission — when solved, the solver may download Metaphasic Shields onto a ship of theirs here.
import { defineCard } from '../../behaviour/define';

export default defineCard('155_039', {
  title: 'Host Metaphasic Shielding Test',
  scenario: 'behaviour/missions-text.spec.ts',
  mission: {
    solvedDownload: { titles: ['Metaphasic Shields'], targetHere: true },
  },
});
