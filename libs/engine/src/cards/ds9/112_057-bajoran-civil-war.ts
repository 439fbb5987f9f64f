// Bajoran Civil War (ds9, 112_057): event — on your table, your Bajoran forces (led as usual) may initiate battle against other Bajorans; OR it downloads two universal Bajoran personnel who are OFFICERs, SECURITY or have Resistance (one download, normal reporting), then it is discarded.
import { defineCard } from '../../behaviour/define';

/** A universal Bajoran OFFICER, SECURITY or Resistance personnel. */
const recruit = { affiliation: 'Bajoran', universal: true, anyOf: [{ classification: 'OFFICER' }, { classification: 'SECURITY' }, { skill: 'Resistance' }] };

export default defineCard('112_057', {
  title: 'Bajoran Civil War',
  scenario: 'behaviour/events-d.spec.ts',
  play: { window: { kind: 'normal-play' } },
  permits: [{ kind: 'ignore-attack-restrictions', affiliations: ['Bajoran'] }],
  // Issue 15 (events-d): the second function (PlayCard.mode 1) downloads both as one action.
  modes: [
    {
      play: { window: { kind: 'normal-play' } },
      targets: { kind: 'personnel-group-to-download', slots: [recruit, recruit] },
      triggers: [{ on: 'played', effects: [{ kind: 'download-group' }] }],
      duration: 'instant',
    },
  ],
});
