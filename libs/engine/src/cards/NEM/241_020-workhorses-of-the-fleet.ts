// Workhorses of the Fleet (NEM, 241_020): incident on your table — once each turn a universal Excelsior-, Miranda-, Oberth- or K't'inga-class ship reports for free (once per game per class); while every ship you own in play is of the Excelsior, Miranda, Oberth, K't'inga, Ambassador or Constellation class, your ships are RANGE, WEAPONS and SHIELDS +X, X = 1 + the missions any player has completed or placed a [BO] objective on.
import { defineCard } from '../../behaviour/define';

export default defineCard('241_020', {
  title: 'Workhorses of the Fleet',
  scenario: 'behaviour/table-reports.spec.ts',
  play: { window: { kind: 'normal-play' } },
  permits: [{ kind: 'free-report', who: {}, shipClasses: ['Excelsior', 'Miranda', 'Oberth', "K't'inga"] }],
  fleet: [
    {
      scope: 'your-ships',
      attributes: ['RANGE', 'WEAPONS', 'SHIELDS'],
      delta: 1,
      plusMissionsDone: true,
      while: [{ kind: 'all-your-ships', ships: { classOrTitle: ['Excelsior', 'Miranda', 'Oberth', "K't'inga", 'Ambassador', 'Constellation'] } }],
    },
  ],
});
