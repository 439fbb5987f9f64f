// Taken Prisoner (tstl, 163_016): incident — on your table, once each turn one of your [TNG] Cardassian personnel reports for free to your Cardassian outpost.
import { defineCard } from '../../behaviour/define';

export default defineCard('163_016', {
  title: 'Taken Prisoner',
  scenario: 'behaviour/incidents-c.spec.ts',
  play: { window: { kind: 'normal-play' } },
  permits: [{ kind: 'free-report', who: { icons: ['TNG'], affiliations: ['Cardassian'] }, to: { outpostOf: ['Cardassian'] } }],
  manual: ['reporting for free to your [TNG][Car] ship at a mission an opponent seeded or worth 40 or more points', 'once each turn (thrice per game), capturing an opponent\'s personnel present with your [TNG][Car] personnel instead of it being killed'],
});
