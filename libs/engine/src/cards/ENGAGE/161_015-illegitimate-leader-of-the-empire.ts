// Illegitimate Leader of the Empire (ENGAGE, 161_015): incident — on your table, once each turn one of your [TNG] Klingon personnel without Honor reports for free to your Klingon outpost.
import { defineCard } from '../../behaviour/define';

export default defineCard('161_015', {
  title: 'Illegitimate Leader of the Empire',
  scenario: 'behaviour/incidents-c.spec.ts',
  play: { window: { kind: 'normal-play' } },
  permits: [{ kind: 'free-report', who: { icons: ['TNG'], affiliations: ['Klingon'], notSkills: ['Honor'] }, to: { outpostOf: ['Klingon'] } }],
  manual: ['in place of your normal card play, downloading Klingon Civil War or a [TNG][Kli]/[TNG][Rom] "Duras" card', 'reporting for free to your Duras, Lursa, B\'Etor or Sisters of Duras', 'discarded when you have Gowron or a Klingon with Honor in play'],
});
