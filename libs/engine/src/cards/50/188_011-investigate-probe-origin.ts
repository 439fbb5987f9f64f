// Investigate Probe Origin (50, 188_011): mission — two-sided: its owner's opponent (any Away Team) needs no Kamin for the other side's requirements.
import { defineCard } from '../../behaviour/define';

export default defineCard('188_011', {
  title: 'Investigate Probe Origin',
  scenario: 'behaviour/missions-text.spec.ts',
  mission: {
    opponentSide: { anyTeam: true, requirements: 'CUNNING>30 OR Archaeology x3' },
  },
});
