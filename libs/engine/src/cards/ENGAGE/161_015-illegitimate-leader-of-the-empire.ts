// Illegitimate Leader of the Empire (ENGAGE, 161_015): incident — on your table, in place of your normal card play you may download Klingon Civil War, or a [TNG] Klingon or Romulan card with "Duras" in its title or lore; once each turn one of your [TNG] Klingon personnel without Honor reports for free to your Klingon outpost or where your Duras, Lursa, B'Etor or Sisters of Duras is; discarded once you have Gowron or a Klingon with Honor in play.
import { defineCard } from '../../behaviour/define';

export default defineCard('161_015', {
  title: 'Illegitimate Leader of the Empire',
  scenario: 'behaviour/table-reports.spec.ts',
  play: { window: { kind: 'normal-play' } },
  permits: [{ kind: 'free-report', who: { icons: ['TNG'], affiliations: ['Klingon'], notSkills: ['Honor'] }, to: { outpostOf: ['Klingon'] } }],
  tableReports: [{ who: { icons: ['TNG'], affiliation: 'Klingon' }, except: [{ skill: 'Honor' }], withPersonnel: ['Duras', 'Lursa', "B'Etor", 'Sisters of Duras'] }],
  abilities: [
    { id: 'download-civil-war', costs: ['normal-card-play'], targets: { kind: 'card-to-download', filter: { titles: ['Klingon Civil War'] } }, effects: [{ kind: 'download-target' }] },
    // "Download to your facility": a personnel, ship or equipment reports to your facility as any download does.
    { id: 'download-duras', costs: ['normal-card-play'], targets: { kind: 'card-to-download', filter: { icons: ['TNG'], affiliations: ['Klingon', 'Romulan'], titleOrLoreWords: 'Duras' } }, effects: [{ kind: 'download-target' }] },
  ],
  discardWhen: [{ kind: 'you-have-in-play', any: [{ titles: ['Gowron'] }, { types: ['Personnel'], affiliations: ['Klingon'], skill: 'Honor' }, { types: ['Personnel'], characteristic: 'Klingon', skill: 'Honor' }] }],
});
