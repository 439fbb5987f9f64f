// Salvage Wrecked Ship (Emissary, 167_035): mission — when solved, the solver may download a Jem'Hadar Birthing Chamber here (aboard their ship at the location).
import { defineCard } from '../../behaviour/define';

export default defineCard('167_035', {
  title: 'Salvage Wrecked Ship',
  scenario: 'behaviour/ships-e.spec.ts',
  mission: {
    solvedDownload: { titles: ["Jem'Hadar Birthing Chamber"] },
  },
});
