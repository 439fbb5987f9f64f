// Taken Prisoner (tstl, 163_016): incident — on your table, once each turn one of your [TNG] Cardassian personnel reports for free to your Cardassian outpost, or aboard your [TNG] Cardassian ship at a mission an opponent seeded or worth 40 points or more; and once each turn (three times in the game) an opponent's personnel about to be killed while present with your [TNG] Cardassian personnel is captured instead.
import { defineCard } from '../../behaviour/define';

export default defineCard('163_016', {
  title: 'Taken Prisoner',
  scenario: 'behaviour/captures-instead.spec.ts',
  play: { window: { kind: 'normal-play' } },
  permits: [{ kind: 'free-report', who: { icons: ['TNG'], affiliations: ['Cardassian'] }, to: { outpostOf: ['Cardassian'] } }],
  // Issue 15 (report): the ship the card names (report-places.ts); one free report a turn shared with the outpost's (key `free report:Taken Prisoner`).
  tableReports: [{ who: { icons: ['TNG'], affiliation: 'Cardassian' }, aboardShipsMatching: { icons: ['TNG'], affiliation: 'Cardassian' }, atMission: { opponentSeeded: true, minPoints: 40 } }],
  // The capture instead of the kill (behaviour/captures-instead.ts); the free reports are tested in behaviour/incidents-c.spec.ts and behaviour/report-places.spec.ts.
  captureInsteadOfKill: { presentWith: { property: 'TNG', affiliation: 'Cardassian' }, oncePerTurn: true, perGame: 3 },
});
