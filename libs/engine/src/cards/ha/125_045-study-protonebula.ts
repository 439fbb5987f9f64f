// Study Protonebula (ha, 125_045): mission — once per game its owner may download One aboard their ship here; its owner's opponent, once per game, a [BO] objective.
import { defineCard } from '../../behaviour/define';

export default defineCard('125_045', {
  title: 'Study Protonebula',
  scenario: 'behaviour/missions-text.spec.ts',
  mission: {
    onceDownload: { types: ['Personnel'], titles: ['One'], toYourShipHere: true },
    opponentSide: { onceDownload: { types: ['Objective'], icons: ['BO'] } },
  },
});
