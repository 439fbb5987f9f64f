// Taken Prisoner (tstl, 163_016): incident — on your table, once each turn one of your [TNG] Cardassian personnel reports for free to your Cardassian outpost; and once each turn (three times in the game) an opponent's personnel about to be killed while present with your [TNG] Cardassian personnel is captured instead.
import { defineCard } from '../../behaviour/define';

export default defineCard('163_016', {
  title: 'Taken Prisoner',
  scenario: 'behaviour/captures-instead.spec.ts',
  play: { window: { kind: 'normal-play' } },
  permits: [{ kind: 'free-report', who: { icons: ['TNG'], affiliations: ['Cardassian'] }, to: { outpostOf: ['Cardassian'] } }],
  // The capture instead of the kill (behaviour/captures-instead.ts); the free report is tested in behaviour/incidents-c.spec.ts.
  captureInsteadOfKill: { presentWith: { property: 'TNG', affiliation: 'Cardassian' }, oncePerTurn: true, perGame: 3 },
  manual: ['reporting for free to your [TNG][Car] ship at a mission an opponent seeded or worth 40 or more points'],
});
