// Technology Sharing Treaty (plw, 223_011): event — on your table (seeded or played), your Klingon and Romulan cards of the original series are compatible, those Romulan cards also with your Klingon D-7-class ships, and your D-7-class ships have a Cloaking Device.
import { defineCard } from '../../behaviour/define';

export default defineCard('223_011', {
  title: 'Technology Sharing Treaty',
  scenario: 'behaviour/events-f.spec.ts',
  play: { window: { kind: 'normal-play' } },
  // D-7s are Klingon or Romulan/Klingon ships: a [Kli][OS] card already shares an affiliation with every one.
  permits: [
    { kind: 'mix', affiliations: ['Klingon', 'Romulan'], icons: ['OS', 'OS'] },
    { kind: 'mix', affiliations: ['Romulan', 'Klingon'], icons: ['OS', null], shipClasses: [null, 'D-7 Class'] },
  ],
  // On the table, `grantsEquipment` reaches each of the owner's ships the filter passes (equipment-grants.ts).
  grantsEquipment: [{ equipment: 'Cloaking Device', ships: { classOrTitle: ['D-7 Class'] } }],
});
